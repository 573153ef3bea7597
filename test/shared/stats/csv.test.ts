import { describe, expect, it } from 'vitest';
import {
  csvField,
  gameResultsCsv,
  headToHeadCsv,
  playerStatsCsv,
  toCsv,
} from '../../../src/shared/stats/csv';
import { type GameFacts, gameFacts } from '../../../src/shared/stats/gameFacts';
import { playerStats } from '../../../src/shared/stats/playerStats';
import { everyExpansionGame, threePlayerGame, tiedGame } from './fixtures';

function factsOf(record: unknown): GameFacts {
  const outcome = gameFacts(record);
  if (!outcome.ok) expect.fail(outcome.error);
  return outcome.facts;
}

const HEADER =
  'Rank,Player,Score,City,Road,Monastery,Garden,Field,Revolt,Protection,Arrow,Abbot recall,Adjustment';

describe('CSV fields (RFC 4180)', () => {
  it('quotes a field holding a comma, a double quote, CR or LF, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Jr')).toBe('"Smith, Jr"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('')).toBe('');
  });

  it('numbers, booleans and nothing', () => {
    expect(csvField(12)).toBe('12');
    expect(csvField(-4)).toBe('-4');
    expect(csvField(0.5)).toBe('0.5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('text a spreadsheet would run as a formula gets a leading apostrophe', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('-')).toBe("'-");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField(' =1')).toBe(' =1');
    expect(csvField('a=1')).toBe('a=1');
  });

  it('a plain negative number stays a number, as text or as a number', () => {
    expect(csvField('-12')).toBe('-12');
    expect(csvField('-0.5')).toBe('-0.5');
    expect(csvField(-12)).toBe('-12');
  });

  it('rows end with CRLF, the last one too', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe("one game's results", () => {
  it('rank, player, score and every category, best first', () => {
    expect(gameResultsCsv(factsOf(everyExpansionGame))).toBe(
      `${HEADER}\r\n` +
        '1,Cleo,3,0,3,0,0,0,0,0,0,0,0\r\n' +
        '2,Ana,2,0,2,0,0,0,2,-4,2,0,0\r\n' +
        '3,Ben,-2,0,0,0,0,0,0,-2,0,0,0\r\n',
    );
  });

  it('tied players share the rank, in seating order', () => {
    expect(gameResultsCsv(factsOf(tiedGame))).toBe(
      `${HEADER}\r\n1,ana,4,4,0,0,0,0,0,0,0,0,0\r\n1,BEN ,4,0,4,0,0,0,0,0,0,0,0\r\n`,
    );
  });

  it('hostile player names are quoted and defused', () => {
    const csv = gameResultsCsv(
      factsOf({
        ...tiedGame,
        players: [
          { id: 'p1', name: '=HYPERLINK("http://x")', color: 'red' },
          { id: 'p2', name: 'Smith,\nJr', color: 'blue' },
        ],
      }),
    );
    expect(csv.split('\r\n')).toEqual([
      HEADER,
      `1,"'=HYPERLINK(""http://x"")",4,4,0,0,0,0,0,0,0,0,0`,
      '1,"Smith,\nJr",4,0,4,0,0,0,0,0,0,0,0',
      '',
    ]);
  });

  it("with the game named, each row starts with the game's name and day, the name defused", () => {
    const csv = gameResultsCsv(factsOf(tiedGame), { name: '@night, "two"', date: '2026-11-27' });
    expect(csv.split('\r\n')).toEqual([
      `Game,Date,${HEADER}`,
      `"'@night, ""two""",2026-11-27,1,ana,4,4,0,0,0,0,0,0,0,0,0`,
      `"'@night, ""two""",2026-11-27,1,BEN ,4,0,4,0,0,0,0,0,0,0,0`,
      '',
    ]);
  });
});

describe('the statistics table', () => {
  const table = playerStats([everyExpansionGame, tiedGame, threePlayerGame].map(factsOf));
  const lines = playerStatsCsv(table).split('\r\n');
  const header = lines[0]?.split(',') ?? [];

  it('one header row, one row per player, every row as wide as the header', () => {
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines.at(-1)).toBe('');
    expect(header.slice(0, 8)).toEqual([
      'Player',
      'Games',
      'Unfinished games',
      'Wins',
      'Win rate',
      'Average score',
      'Best score',
      'City points',
    ]);
    expect(header.at(-1)).toBe('Longest turn (s)');
    for (const line of lines.slice(1, -1)) expect(line.split(',')).toHaveLength(header.length);
  });

  it('numbers rounded for reading, think time in seconds, empty where nothing was timed', () => {
    const row = (name: string) => {
      const cells = lines.find((l) => l.startsWith(`${name},`))?.split(',') ?? [];
      return Object.fromEntries(header.map((h, i) => [h, cells[i]]));
    };
    expect(row('Ben')).toMatchObject({
      Games: '3',
      Wins: '2',
      'Win rate': '0.6667',
      'Average score': '2.33',
      'Best score': '5',
      'Protection points': '-2',
      'Monastery average': '1.67',
    });
    expect(row('Cleo')).toMatchObject({
      'Revolts drawn': '1',
      'Crop followers deployed': '1',
      'Timed turns': '1',
      'Think time (s)': '120',
      'Average think time (s)': '120',
      'Longest turn (s)': '120',
    });
    expect(row('Dan')).toMatchObject({
      'Win rate': '0',
      'Think time (s)': '0',
      'Average think time (s)': '',
      'Longest turn (s)': '',
    });
    expect(row('Ana')).toMatchObject({
      'Meeples lost to revolts': '1',
      'Points spent on protection (4)': '4',
      'Open arrow points': '2',
      'Extra turns': '1',
      'Average think time (s)': '50',
    });
  });

  it('a player name that looks like a formula is defused', () => {
    const hostile = playerStats([
      factsOf({
        ...tiedGame,
        players: [
          { id: 'p1', name: '@cmd', color: 'red' },
          { id: 'p2', name: 'Bob', color: 'blue' },
        ],
      }),
    ]);
    expect(playerStatsCsv(hostile)).toContain("\r\n'@cmd,1,0,1,1,4,4,");
  });

  it('head to head as CSV', () => {
    expect(headToHeadCsv(table)).toBe(
      'Player,Opponent,Games,Player wins,Opponent wins,Ties\r\n' +
        'Ana,Ben,3,1,1,1\r\n' +
        'Ana,Cleo,1,0,1,0\r\n' +
        'Ana,Dan,1,1,0,0\r\n' +
        'Ben,Cleo,1,0,1,0\r\n' +
        'Ben,Dan,1,1,0,0\r\n',
    );
  });
});
