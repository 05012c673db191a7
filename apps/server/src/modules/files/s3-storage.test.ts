import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@academy/contract/files';
import { ROLES } from '@academy/contract/roles';
import { simplePdf } from '../../demo/pdf.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/app.ts';
import { startFakeS3 } from '../../../test/fake-s3.ts';
import { multipart } from '../../../test/multipart.ts';
import { signedInAs } from '../../../test/users.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
let admin: Agent;
let client: S3Client;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({ ...s3.env, LOG_LEVEL: 'error' });
  admin = (await signedInAs(t, ROLES.admin)).agent;
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client.destroy();
  await s3.close();
});

const objectKeys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: 'academy-files' }))).Contents ?? []).map(
    (o) => o.Key,
  );

async function uploadNote(file: { name: string; content: Buffer }) {
  const { payload, headers } = await multipart(
    {
      title: 'Optics',
      des: 'Ray optics in brief.',
      uploadMethod: 'file',
      isFree: 'true',
      category: ['Physics'],
    },
    [file],
  );
  return admin.post('/api/notes', payload, headers);
}

describe('S3-compatible storage', () => {
  it('streams an upload to the bucket, serves it back and deletes it with its note', async () => {
    // Over 5 MB: the upload goes in several parts.
    const pdf = Buffer.concat([simplePdf(['Optics']), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await uploadNote({ name: 'optics.pdf', content: pdf });
    expect(res.statusCode).toBe(201);
    expect(await objectKeys()).toHaveLength(1);

    const download = await t.agent().get(`/api/notes/${res.body.data.id}/file?download=true`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    await admin.delete(`/api/notes/${res.body.data.id}`);
    expect(await objectKeys()).toHaveLength(0);
  });

  it('leaves no object behind when the content or the size is refused', async () => {
    const fake = await uploadNote({ name: 'fake.pdf', content: Buffer.from('MZ not a pdf') });
    expect(fake.body.errors?.file).toBe(FILE_MESSAGES.contentMismatch);
    const big = await uploadNote({
      name: 'big.pdf',
      content: Buffer.concat([simplePdf(['x']), Buffer.alloc(MAX_UPLOAD_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    expect(await objectKeys()).toHaveLength(0);
  });
});
