import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateFontFace, getMetricsForFamily } from 'fontaine';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.resolve(import.meta.dirname, 'index.css'), 'utf8');

/** The metric overrides of a face: `size-adjust` and the three `*-override`s. */
const overrides = (face: string) =>
  Object.fromEntries(
    [...face.matchAll(/(size-adjust|(?:ascent|descent|line-gap)-override):\s*([\d.]+%)/g)].map(
      ([, name, value]) => [name, value],
    ),
  );

describe("Mukta's fallback faces", () => {
  const faces = [...css.matchAll(/@font-face\s*{[^}]*'Mukta fallback'[^}]*}/g)].map(([f]) => f);

  it.each(['Roboto', 'Arial'])(
    'carry fontaine’s figures for Mukta over %s, in both weights',
    async (font) => {
      const mukta = await getMetricsForFamily('Mukta');
      const metrics = await getMetricsForFamily(font);
      const expected = overrides(
        generateFontFace(mukta!, { name: 'Mukta fallback', font, metrics: metrics! }),
      );
      const declared = faces.filter((face) =>
        new RegExp(`local\\('${font}( Bold)?'\\)`).test(face),
      );
      expect(declared).toHaveLength(2);
      for (const face of declared) expect(overrides(face)).toEqual(expected);
    },
  );

  it('come first in every font stack, Mukta before them only once the page has it', () => {
    const rules = css.replace(/@font-face\s*{[^}]*}/g, '');
    const stacks = [...rules.matchAll(/--body-fonts:\s*([^;]*);/g)].map(([, s]) =>
      s!.replace(/\s+/g, ' '),
    );
    expect(stacks).toHaveLength(3);
    for (const stack of stacks) expect(stack).toMatch(/^'Mukta fallback',/);
    const families = [...rules.matchAll(/font-family:\s*([^;]*);/g)].map(([, s]) => s);
    expect(families).toEqual(['var(--body-fonts)', 'Mukta, var(--body-fonts)']);
    expect(rules).toMatch(/html\.fonts body {\s*font-family: Mukta, var\(--body-fonts\);/);
  });
});

describe('font-display', () => {
  const display = (family: string) =>
    [...css.matchAll(/@font-face\s*{[^}]*}/g)]
      .map(([face]) => face)
      .filter((face) => new RegExp(`font-family:\\s*'?${family}'?;`).test(face))
      .map((face) => /font-display:\s*(\w+)/.exec(face)?.[1]);

  it('is optional for Mukta: a late Latin font is not worth a page laid out again', () => {
    expect(display('Mukta')).toEqual(['optional', 'optional']);
  });

  it('is swap for Noto: a device with no Devanagari font must not keep a page of boxes', () => {
    expect(display('Noto Sans Devanagari')).toEqual(['swap', 'swap']);
  });
});
