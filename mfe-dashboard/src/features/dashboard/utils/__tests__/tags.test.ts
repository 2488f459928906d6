import { TAGS_SHOWN, visibleTags } from '../tags';

describe('visibleTags', () => {
  const tags = Array.from({ length: 11 }, (_, index) => index);

  it('shows the first eight and counts the rest', () => {
    expect(TAGS_SHOWN).toBe(8);
    expect(visibleTags(tags, false)).toEqual({ shown: tags.slice(0, 8), hidden: 3 });
  });

  it('shows all when expanded or when there are eight or fewer', () => {
    expect(visibleTags(tags, true)).toEqual({ shown: tags, hidden: 0 });
    expect(visibleTags(tags.slice(0, 8), false)).toEqual({ shown: tags.slice(0, 8), hidden: 0 });
  });
});
