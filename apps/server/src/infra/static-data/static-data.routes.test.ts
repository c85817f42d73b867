import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { classCodeListFileName } from '@coursecards/shared/domain/schools';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/suite-app.ts';
import { staticLists } from '../../../test/factories.ts';
import { unionOfCodes } from './static-lists.ts';

const lines = (body: string) => body.trimEnd().split('\n');

describe('GET /data/{list}', () => {
  const t = suiteApp();

  it('serves schools.csv: every US school of the source list, one name a line', async () => {
    const res = await t.app.inject({ url: '/data/schools.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const schools = lines(res.body);
    expect(schools).toHaveLength(2337);
    expect(schools).toContain('University of California, Los Angeles');
    expect(schools).toContain('University of Michigan - Ann Arbor');
    expect(schools.every((s) => s.length > 0 && !s.includes('"') && !s.includes('\r'))).toBe(true);
  });

  it('serves a school’s own class codes under its slug', async () => {
    const res = await t.app.inject({ url: '/data/university-of-california-santa-cruz-class-codes.csv' });
    expect(res.statusCode).toBe(200);
    const codes = lines(res.body);
    expect(codes).toHaveLength(6412);
    expect(codes).toContain('CSE101');
  });

  it('serves the default list as the union of all school lists, one spelling per code', async () => {
    const res = await t.app.inject({ url: '/data/class_codes.csv' });
    const codes = lines(res.body);
    const keys = codes.map(classCodeKey);
    expect(new Set(keys).size).toBe(codes.length);
    expect(codes).toContain('CS 106A'); // Stanford
    expect(codes).toContain('COMPSCI 61A'); // Berkeley
    expect(codes).toContain('ART 102'); // spelled "ART102" at UCSC too: the spaced spelling wins
    expect(codes).not.toContain('ART102');
    expect(codes.length).toBeGreaterThan(30_000);
  });

  it('sends 304 when the list has not changed, per encoding', async () => {
    const br = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ url: '/data/schools.csv', headers: br });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/data/schools.csv', headers: { ...br, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same tag does not stand for the uncompressed bytes.
    const plain = await t.app.inject({ url: '/data/schools.csv', headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('sends brotli or gzip to clients that accept them', async () => {
    const plain = (await t.app.inject({ url: '/data/stanford-university-class-codes.csv' })).body;
    const br = await t.app.inject({
      url: '/data/stanford-university-class-codes.csv',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({
      url: '/data/stanford-university-class-codes.csv',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it.each([
    '/data/university-of-michigan-ann-arbor-class-codes.csv',
    '/data/coursecards.db',
    '/data/..%2Fpackage.json',
    '/data/class-codes%2Fstanford-university-class-codes.csv',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('not_found');
  });
});

describe('the shipped lists', () => {
  it('name each school-specific list after a school of the school list, by the slug rule', () => {
    const lists = staticLists();
    const perSchool = [...lists.files.keys()].filter((f) => f.endsWith('-class-codes.csv'));
    expect(perSchool).toHaveLength(6);
    const slugged = new Map(lists.schools.map((s) => [classCodeListFileName(s), s]));
    expect(perSchool.map((f) => slugged.get(f)).sort()).toEqual([
      'Arizona State University',
      'New York University',
      'Stanford University',
      'University of California, Berkeley',
      'University of California, Los Angeles',
      'University of California, Santa Cruz',
    ]);
  });
});

describe('unionOfCodes', () => {
  it('keeps one spelling per code, preferring the spaced one, sorted', () => {
    expect(
      unionOfCodes([
        ['CSE101', 'MATH 19A'],
        ['CSE 101', 'BIO 1'],
      ]),
    ).toEqual(['BIO 1', 'CSE 101', 'MATH 19A']);
  });
});
