/**
 * YouTube's image host for the bench: the pages' covers load as they would for a visitor, at the
 * sizes YouTube serves, where the machine has no internet. The pictures are JPEGs that Chromium
 * encodes from a drawing as busy as a video's frame, so they weigh what real thumbnails do (8, 26
 * and 47 KB).
 */
import { chromium } from 'playwright';
import { startFakeYtimg } from '../../apps/server/test/fake-ytimg.ts';
import { CHROMIUM } from './server.ts';

const SIZES = {
  'mqdefault.jpg': [320, 180],
  'hqdefault.jpg': [480, 360],
  'sddefault.jpg': [640, 480],
};

async function drawThumbnails(): Promise<Map<string, Buffer>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const pictures = new Map<string, Buffer>();
    for (const [file, [width, height]] of Object.entries(SIZES)) {
      // A string, not a function: the bench runs through tsx, whose helpers the page lacks.
      const dataUrl = await page.evaluate<string>(`(() => {
        const canvas = Object.assign(document.createElement('canvas'), { width: ${width}, height: ${height} });
        const context = canvas.getContext('2d');
        // A fixed sequence, so every run serves the same bytes.
        let seed = 7;
        const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
        for (let i = 0; i < 400; i += 1) {
          context.fillStyle = 'hsl(' + random() * 360 + ' 60% ' + (30 + random() * 50) + '%)';
          context.beginPath();
          context.arc(random() * ${width}, random() * ${height}, 4 + random() * 40, 0, 2 * Math.PI);
          context.fill();
        }
        return canvas.toDataURL('image/jpeg', 0.8);
      })()`);
      pictures.set(file, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
    }
    return pictures;
  } finally {
    await browser.close();
  }
}

export async function startThumbnailHost() {
  const pictures = await drawThumbnails();
  return startFakeYtimg({
    picture: (file) => ({
      type: 'image/jpeg',
      body: pictures.get(file) ?? pictures.get('hqdefault.jpg')!,
    }),
  });
}
