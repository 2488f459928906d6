import { crewsText } from '../crews';

const crew = (id: number) => ({ id, name: `Crew ${id}` });

describe('crewsText (the worker card crews line)', () => {
  it('says No Crews when the worker is in none', () => {
    expect(crewsText({ crews: [], crews_count: 0 })).toBe('No Crews');
  });

  it('names every crew up to three', () => {
    expect(crewsText({ crews: [crew(1)], crews_count: 1 })).toBe('Crew 1');
    expect(crewsText({ crews: [crew(1), crew(2), crew(3)], crews_count: 3 })).toBe('Crew 1, Crew 2, Crew 3');
  });

  it("names the first three and adds '+ N more' when crews_count is over 3", () => {
    expect(crewsText({ crews: [crew(1), crew(2), crew(3), crew(4)], crews_count: 4 })).toBe('Crew 1, Crew 2, Crew 3 + 1 more');
    // The count comes from crews_count, even when the server sent only some of the crews.
    expect(crewsText({ crews: [crew(1), crew(2), crew(3)], crews_count: 12 })).toBe('Crew 1, Crew 2, Crew 3 + 9 more');
  });

  it('counts the crews when their names were not loaded', () => {
    expect(crewsText({ crews: [], crews_count: 2 })).toBe('2 crews');
  });
});
