import { createHash } from 'node:crypto';

/**
 * The PDF standard security handler, revision 2 (RC4, 40-bit keys): the oldest kind of encrypted PDF,
 * simple enough to write here, so no qpdf is needed. Every reader still opens it, and asks for the
 * user password when there is one.
 */

const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
/** every permission granted (the reserved high bits set, as the format requires) */
const PERMISSIONS = -4;

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

export interface Rc4Security {
  /** the /Encrypt dictionary */
  dictionary: string;
  /** the trailer's /ID, which the key depends on */
  id: string;
  /** the bytes of a string or stream of object `number` (generation 0), encrypted */
  encrypt(number: number, data: Buffer): Buffer;
}

export function rc4Security(userPassword: string, ownerPassword: string): Rc4Security {
  const fileId = md5(Buffer.from(`coursecards-reliability-${userPassword}-${ownerPassword}`));
  const owner = rc4(md5(padded(ownerPassword || userPassword)).subarray(0, 5), padded(userPassword));
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(PERMISSIONS);
  const key = md5(padded(userPassword), owner, permissions, fileId).subarray(0, 5);
  const user = rc4(key, PADDING);
  return {
    dictionary: `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${PERMISSIONS} >>`,
    id: `[<${fileId.toString('hex')}> <${fileId.toString('hex')}>]`,
    encrypt(number, data) {
      const objectId = Buffer.from([number & 0xff, (number >> 8) & 0xff, (number >> 16) & 0xff, 0, 0]);
      return rc4(md5(key, objectId).subarray(0, 10), data);
    },
  };
}
