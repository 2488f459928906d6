import { safeNextPath } from '../safeNext';

const origin = 'https://portal.example.com';

describe('safeNextPath', () => {
  it('keeps a same-origin relative path with its query', () => {
    expect(safeNextPath('/workers?tag=red#top', origin)).toBe('/workers?tag=red#top');
  });

  it.each([null, '', 'workers', 'https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login?next=/'])(
    'falls back to / for %p',
    (next) => expect(safeNextPath(next, origin)).toBe('/'),
  );
});
