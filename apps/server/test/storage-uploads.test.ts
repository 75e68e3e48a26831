import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@/platform/http/uploads';
import { as, createTestApp, type LoggedIn, login, type TestApp, TINY_PNG } from './helpers';
import { EXE, fileRows, filesOnDisk, PDF, registerTestUploadRoute, TEST_UPLOAD_URL, uploadAs } from './storage-setup';

let t: TestApp;
let filesDir: string;
let employee: LoggedIn;
beforeEach(async () => {
  t = await createTestApp();
  filesDir = t.app.serverConfig.filesDir;
  registerTestUploadRoute(t.app);
  employee = await login(t.app, 'dipendente');
});
afterEach(() => t.close());

const upload = (name: string, data: Buffer, query = '') => uploadAs(t.app, employee, name, data, query);

async function expectNothingStored() {
  expect(await fileRows(t.app)).toEqual([]);
  expect(filesOnDisk(filesDir)).toEqual([]);
}

describe('type by magic bytes', () => {
  it('refuses a program renamed .pdf with 415 and stores nothing', async () => {
    const response = await upload('Verbale.pdf', EXE);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_MESSAGES.executable });
    await expectNothingStored();
  });

  it('refuses an .exe name whatever the bytes, and a name hiding .exe behind a bidi override', async () => {
    expect((await upload('setup.exe', TINY_PNG)).statusCode).toBe(415);
    const hidden = await upload('fattura\u202Efdp.exe', PDF);
    expect(hidden.statusCode).toBe(415);
    await expectNothingStored();
  });

  it('refuses content that contradicts its name, or of a kind the route does not take', async () => {
    const mismatch = await upload('foto.png', PDF);
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.json().message).toBe(
      'Tipo di file non consentito: il contenuto non corrisponde a un formato accettato.',
    );
    expect((await upload('documento.pdf', PDF, '?kinds=image')).statusCode).toBe(415);
    expect((await upload('dati.bin', Buffer.from([0, 1, 2, 3, 0xfe, 0xff]))).statusCode).toBe(415);
    await expectNothingStored();
  });

  it('stores what the bytes say, not what the browser declared', async () => {
    const response = await uploadAs(t.app, employee, 'Verbale.pdf', PDF, '', 'image/png');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Verbale.pdf', mime: 'application/pdf', size: PDF.length });
    const csv = await upload('ore.csv', Buffer.from('nome;ore\nGiulia;7,5\n'));
    expect(csv.json().data.mime).toBe('text/csv');
  });
});

describe('bad input', () => {
  it('refuses an empty file with 400 in Italian and stores nothing', async () => {
    const response = await upload('vuoto.txt', Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Il file è vuoto.');
    await expectNothingStored();
  });

  it('refuses a file without a name', async () => {
    for (const name of ['', '..', '/', ' . ']) {
      const response = await upload(name, PDF);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.emptyName);
    }
    await expectNothingStored();
  });

  it('refuses a stream over the limit while it arrives, leaving nothing on disk', async () => {
    const limit = 64 * 1024;
    const text = Buffer.alloc(limit + 1, 'a');
    const response = await upload('lungo.txt', text, `?max=${limit}`);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Il file è troppo grande. Massimo 64 KB.');
    await expectNothingStored();
    // Exactly at the limit is fine.
    expect((await upload('giusto.txt', text.subarray(0, limit), `?max=${limit}`)).statusCode).toBe(200);
  });

  it('drops what arrived of a body cut mid-file (a client gone), leaving nothing on disk', async () => {
    const cut = Buffer.concat([
      Buffer.from('--XXX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n'),
      PDF,
      Buffer.alloc(40 * 1024, 0x20),
    ]);
    const response = await as(t.app, employee, {
      method: 'POST',
      url: TEST_UPLOAD_URL,
      headers: { 'content-type': 'multipart/form-data; boundary=XXX' },
      payload: cut,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.malformed);
    await expectNothingStored();
  });

  it('keeps only the last segment of a name, without control characters', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd.txt', 'passwd.txt'],
      ['..\\..\\Windows\\win.ini.txt', 'win.ini.txt'],
      ['C:\\Users\\mario\\Documenti\\Offerta “Rossi”.pdf', 'Offerta “Rossi”.pdf'],
      ['nota\u0007\u001b   finale\u200f.txt', 'nota finale.txt'],
      [`${'a'.repeat(300)}.txt`, `${'a'.repeat(196)}.txt`],
    ];
    for (const [raw, stored] of cases) {
      const data = raw.endsWith('.pdf') ? PDF : Buffer.from(`testo di ${raw.length}`);
      const response = await upload(raw, data);
      expect(response.statusCode, raw).toBe(200);
      expect(response.json().data.name).toBe(stored);
    }
    for (const path of filesOnDisk(filesDir)) expect(path).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/);
  });
});

describe('content addressing', () => {
  it('stores identical bytes once, with one row per upload', async () => {
    const first = (await upload('a.pdf', PDF)).json().data;
    const second = (await upload('copia di a.pdf', PDF)).json().data;
    expect(second.id).not.toBe(first.id);
    expect(second.key).toBe(first.key);
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(await fileRows(t.app)).toHaveLength(2);
    expect(filesOnDisk(filesDir)).toEqual([`${first.key.slice(0, 2)}/${first.key.slice(2, 4)}/${first.key}`]);
  });

  it('takes concurrent uploads of the same bytes safely', async () => {
    const data = Buffer.concat([PDF, Buffer.alloc(256 * 1024, 0x41)]);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(`copia ${i}.pdf`, data)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().data.key)).size).toBe(1);
    expect(await fileRows(t.app)).toHaveLength(6);
    expect(filesOnDisk(filesDir)).toHaveLength(1);
  });
});
