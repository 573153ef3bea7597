import { describe, expect, it } from 'vitest';
import {
  MY_COLOUR_KEY,
  MY_SEAT_KEY,
  readSeatChoice,
  seatOf,
  writeSeatChoice,
} from '../../../../src/renderer/src/screens/phones/seatChoice';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const ana = { id: 'p1', name: 'Ana', color: 'red' };
const ben = { id: 'p2', name: 'Ben', color: 'blue' };

describe('the seat a phone follows', () => {
  it('follows the person picked into the next game, whatever colour they have there', () => {
    const choice = { colour: 'red', name: 'Ana' };
    expect(seatOf([ana, ben], choice)).toBe(ana);
    const nextGame = [
      { id: 'p1', name: 'Ben', color: 'red' },
      { id: 'p2', name: ' ana ', color: 'blue' },
    ];
    expect(seatOf(nextGame, choice)?.id).toBe('p2');
  });

  it('asks again in a game without that name, rather than showing whoever has the colour', () => {
    expect(
      seatOf([{ id: 'p1', name: 'Cleo', color: 'red' }, ben], { colour: 'red', name: 'Ana' }),
    ).toBeUndefined();
    expect(seatOf([ana, ben], undefined)).toBeUndefined();
  });

  it('tells two players of the same name apart by the colour picked', () => {
    const twins = [
      { id: 'p1', name: 'Ana', color: 'red' },
      { id: 'p2', name: 'Ana', color: 'blue' },
    ];
    expect(seatOf(twins, { colour: 'blue', name: 'Ana' })?.id).toBe('p2');
    expect(seatOf(twins, { colour: 'green', name: 'Ana' })).toBeUndefined();
  });

  it("reads an older version's colour alone and follows that colour", () => {
    const storage = memoryStorage({ [MY_COLOUR_KEY]: 'blue' });
    const choice = readSeatChoice(storage);
    expect(choice).toEqual({ colour: 'blue' });
    expect(seatOf([ana, ben], choice)).toBe(ben);
  });

  it('keeps a pick as one entry, forgets it on "Not me", and asks again when it is damaged', () => {
    const storage = memoryStorage({ [MY_COLOUR_KEY]: 'blue' });
    writeSeatChoice(storage, { colour: 'red', name: 'Ana' });
    expect([...storage.map.keys()]).toEqual([MY_SEAT_KEY]);
    expect(readSeatChoice(storage)).toEqual({ colour: 'red', name: 'Ana' });
    writeSeatChoice(storage, undefined);
    expect(storage.map.size).toBe(0);
    expect(readSeatChoice(storage)).toBeUndefined();
    for (const damaged of ['{', '[]', '{"colour":3}', 'null', '{"colour":""}'])
      expect(readSeatChoice(memoryStorage({ [MY_SEAT_KEY]: damaged }))).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readSeatChoice(refusing)).toBeUndefined();
    expect(() => writeSeatChoice(refusing, { colour: 'red', name: 'Ana' })).not.toThrow();
  });
});
