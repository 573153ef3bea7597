// The component gallery: every component with sample data, for visual checks (light and dark).
// Built by test/renderer/components/buildGallery.mjs into .scratch/gallery/; never part of the app.
import { createSignal, For, type JSX } from 'solid-js';
import { render } from 'solid-js/web';
import type { Award, Meeple, PlayerState } from '../../shared/game/gameContext';
import { type DeckKnowledge, nextTileOdds } from '../../shared/rules/deckOdds';
import { drawableTiles, tileTypes } from '../../shared/tiles/catalog';
import {
  BoardList,
  DeckPanel,
  Icon,
  MeepleIcon,
  namesFor,
  PlayerBadge,
  ScoreChart,
  ScoreTrack,
  SeatingRing,
  TileGrid,
  TilePicture,
} from './components';
import type { GlyphName } from './components/glyphs';
import { GLYPHS } from './components/glyphs';
import './components/gallery.css';

const players: PlayerState[] = [
  { id: 'ana', name: 'Ana', color: 'red', score: 62, supply: 4, abbot: 'board' },
  { id: 'ben', name: 'Ben', color: 'blue', score: -4, supply: 7, abbot: 'supply' },
  { id: 'cleo', name: 'Cleo', color: 'yellow', score: 12, supply: 2, abbot: 'supply' },
  { id: 'dan', name: 'Dan', color: 'black', score: 48, supply: 5, abbot: 'supply' },
  { id: 'eve', name: 'Eve', color: 'green', score: 12, supply: 6, abbot: 'board' },
  { id: 'fay', name: 'Fay', color: 'pink', score: 103, supply: 0, abbot: 'supply' },
];

const meeples: Meeple[] = [
  { id: 'm1', player: 'ana', feature: 'c1', kind: 'city', protected: true, abbot: false },
  { id: 'm2', player: 'dan', feature: 'c1', kind: 'city', protected: false, abbot: false },
  {
    id: 'm3',
    player: 'ana',
    feature: 'c1',
    kind: 'city',
    protected: false,
    abbot: false,
    beside: 'm1',
  },
  { id: 'm4', player: 'cleo', feature: 'r2', kind: 'road', protected: false, abbot: false },
  { id: 'm5', player: 'eve', feature: 'r2', kind: 'road', protected: true, abbot: false },
  { id: 'm6', player: 'ana', feature: 'k3', kind: 'monastery', protected: false, abbot: true },
  { id: 'm7', player: 'cleo', feature: 'f4', kind: 'field', protected: false, abbot: false },
  { id: 'm8', player: 'cleo', feature: 'f4', kind: 'field', protected: false, abbot: false },
  { id: 'm9', player: 'fay', feature: 'f4', kind: 'field', protected: false, abbot: false },
  { id: 'm10', player: 'eve', feature: 'g5', kind: 'garden', protected: false, abbot: true },
  { id: 'm11', player: 'cleo', feature: 'c6', kind: 'city', protected: true, abbot: false },
];

/** Deterministic sample awards that add up to the players' scores over 40 turns. */
function sampleAwards(turns: number): Award[] {
  const awards: Award[] = [];
  let seed = 7;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (const player of players) {
    let left = player.score;
    const steps = 6 + Math.floor(next() * 6);
    for (let i = 0; i < steps; i++) {
      const turn = 1 + Math.floor(next() * turns);
      const points = i === steps - 1 ? left : Math.round((player.score / steps) * (0.5 + next()));
      left -= points;
      awards.push({ turn, player: player.id, points, reason: 'feature' });
    }
  }
  if (players[1]) awards.push({ turn: 9, player: 'ben', points: -4, reason: 'protect-new' });
  if (players[1]) awards.push({ turn: 30, player: 'ben', points: 4, reason: 'feature' });
  return awards;
}

const left = drawableTiles('C3', ['peasant-revolts', 'anniversary', 'crop-circles-1', 'abbot']);
// A game under way: some tiles gone, one revolt (a city one) drawn.
Object.assign(left, { U: 3, C: 0, X: 0, 'revolt-city': 4 });
const deck: DeckKnowledge = { left, revoltsDrawn: 1, revoltsInPlay: true };

function Section(props: { title: string; shot: string; children: JSX.Element }): JSX.Element {
  return (
    <section data-shot={props.shot} aria-labelledby={`h-${props.shot}`}>
      <h2 id={`h-${props.shot}`}>{props.title}</h2>
      {props.children}
    </section>
  );
}

function Gallery(): JSX.Element {
  const [picked, setPicked] = createSignal('—');
  return (
    <main class="gallery">
      <h1>Meeple Ledger — components</h1>
      <Section title="Every tile" shot="tiles">
        <ul class="gallery__tiles">
          <For each={tileTypes}>
            {(tile) => (
              <li>
                <TilePicture tileId={tile.id} size={96} />
                <span>{tile.id}</span>
              </li>
            )}
          </For>
        </ul>
      </Section>
      <Section title="Players, meeples and icons" shot="badges">
        <div class="gallery__row">
          <For each={players}>{(p) => <PlayerBadge player={p} />}</For>
          <PlayerBadge player={{ name: 'Gil', color: 'purple' }} />
          <PlayerBadge player={{ name: 'Hal', color: '#00a0a0' }} />
          <PlayerBadge player={{ name: 'Ida', color: 'white' }} size={64} />
        </div>
        <div class="gallery__row">
          <MeepleIcon size={44} color="#d0312d" />
          <MeepleIcon size={44} variant="lying" color="#1f63c4" />
          <MeepleIcon size={44} variant="abbot" color="#2c8a3c" />
          <MeepleIcon size={44} hollow />
          <For each={Object.keys(GLYPHS) as GlyphName[]}>
            {(name) => <Icon name={name} size={32} label={name} />}
          </For>
        </div>
      </Section>
      <Section title="Seating ring" shot="seating">
        <SeatingRing
          players={players}
          activeSeat={2}
          extraTurn
          meeples={meeples}
          abbotInPlay
          revolts
        />
      </Section>
      <Section title="Score track" shot="track">
        <ScoreTrack players={players} />
      </Section>
      <div class="gallery__two">
        <Section title="Deck" shot="deck">
          <DeckPanel deck={deck} />
        </Section>
        <Section title="Board" shot="board">
          <BoardList
            players={players}
            meeples={meeples}
            names={namesFor({ players, meeples, features: new Map() })}
          />
        </Section>
      </div>
      <Section title="Score chart" shot="chart">
        <ScoreChart players={players} awards={sampleAwards(40)} turns={40} />
      </Section>
      <Section title={`Tile picker (picked: ${picked()})`} shot="tilegrid">
        <TileGrid
          left={deck.left}
          odds={nextTileOdds(deck)}
          onPick={setPicked}
          disabled={(id) => (id === 'V' ? 'cannot be placed' : undefined)}
        />
      </Section>
    </main>
  );
}

const root = document.getElementById('gallery');
if (root) render(() => <Gallery />, root);
