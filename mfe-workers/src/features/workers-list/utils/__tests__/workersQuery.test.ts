import { DEFAULT_WORKER_FILTERS } from 'shared-api';
import { isDefaultFilters, parseWorkersQuery, workersQueryKey, writeWorkersQuery, type WorkersQuery } from '../workersQuery';

const parse = (search: string) => parseWorkersQuery(new URLSearchParams(search));

describe('workers page query in the URL', () => {
  it('reads an empty URL as the spec defaults (active, with crews) on page 1', () => {
    expect(parse('')).toEqual({ filters: DEFAULT_WORKER_FILTERS, page: 1 });
    expect(DEFAULT_WORKER_FILTERS).toMatchObject({ active: 'true', with_crews: 'true', has_crews: '', worker_tags: [] });
  });

  it('leaves every default out of the URL', () => {
    expect(writeWorkersQuery({ filters: DEFAULT_WORKER_FILTERS, page: 1 }).toString()).toBe('');
    expect(isDefaultFilters(DEFAULT_WORKER_FILTERS)).toBe(true);
  });

  it('round-trips every filter through the URL', () => {
    const query: WorkersQuery = {
      filters: { order_by: 'newest', active: '', with_crews: '', has_crews: 'false', worker_tags: ['Welding', 'Night shift'], search: 'ada' },
      page: 3,
    };
    const search = writeWorkersQuery(query).toString();
    expect(search).toBe('order_by=newest&active=all&with_crews=false&has_crews=false&tag=Welding&tag=Night+shift&search=ada&page=3');
    expect(parse(search)).toEqual(query);
    expect(parse(writeWorkersQuery({ filters: { ...DEFAULT_WORKER_FILTERS, active: 'false' }, page: 1 }).toString()).filters.active).toBe(
      'false',
    );
  });

  it('keeps parameters that are not its own', () => {
    const params = writeWorkersQuery({ filters: { ...DEFAULT_WORKER_FILTERS, search: 'bram' }, page: 1 }, new URLSearchParams('section=notes&page=4'));
    expect(params.toString()).toBe('section=notes&search=bram');
  });

  it('falls back to defaults for unknown or broken values', () => {
    expect(parse('order_by=salary&active=maybe&has_crews=1&page=-2&tag=&search=%20')).toEqual({ filters: DEFAULT_WORKER_FILTERS, page: 1 });
  });

  it('gives the same key to the same query written differently', () => {
    expect(workersQueryKey(parse('search=ada&order_by=oldest'))).toBe(workersQueryKey(parse('order_by=oldest&search=ada&active=true')));
  });
});
