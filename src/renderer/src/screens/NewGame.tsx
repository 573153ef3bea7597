import {
  type Accessor,
  batch,
  createMemo,
  createSignal,
  For,
  type JSX,
  onCleanup,
  onMount,
  type Setter,
  Show,
} from 'solid-js';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import type { GameNight, Profile, SessionInfo } from '../../../shared/ipc/types';
import { type GameRecord, RECORD_FORMAT, type RecordHeader } from '../../../shared/record/schema';
import {
  HOUSE_RULE_NEEDS,
  HOUSE_RULE_NUMBER,
  HOUSE_RULES,
  type HouseRule,
  houseRuleApplies,
} from '../../../shared/rules/houseRules';
import {
  deckSize,
  drawableTiles,
  EXPANSIONS,
  type Expansion,
  REVOLT_TILES_IN_BOX,
  REVOLT_TILES_IN_DECK,
} from '../../../shared/tiles/catalog';
import type { Edition } from '../../../shared/tiles/tileTypes';
import { initial, PlayerBadge, swatch } from '../components';
import { colorName, t, tn } from '../i18n';
import { newSessionId } from '../state/sessionId';
import { dayMonth, hhmm, isTextField, Kbd, sessionNameProblem } from './common';
import { LazyWinChances as WinChances } from './ratings/LazyWinChances';
import './NewGame.css';
import { keepFocusAbove } from '../stickyFoot';

/**
 * A game New game has just stored: everything the table needs to show it without reading it
 * back from the store (the store said yes to exactly this record).
 */
export interface StartedGame {
  id: string;
  name: string;
  /** ISO 8601: when it was asked for (dates the game until it is next opened). */
  created: string;
  /** The record stored: the header sent, no events yet. */
  record: GameRecord;
  /**
   * What could not be kept beside the game (a regular, its place in the game night), each a
   * sentence to tell; known once the store has answered for them, after the table is shown.
   */
  problems: Promise<readonly string[]>;
  /** Whether the name was typed (else it is the default one, from the night). */
  named: boolean;
  /**
   * The store's answer: the table is drawn while it writes the game (its id is chosen here).
   * Refused, the error says why in a sentence, and New game opens again filled in
   * (`failedStart`), or says it where it still is.
   */
  stored: Promise<{ ok: true } | { ok: false; error: string }>;
}

/** A start the store refused: New game opens again with its players, options and the reason. */
export type FailedStart = Pick<StartedGame, 'name' | 'named' | 'record'> & { error: string };

export interface NewGameProps {
  api: MeepleLedgerApi;
  /** The game is set up and on its way to the store: open it on the table. */
  onStarted: (game: StartedGame) => void;
  /** The start the store refused, to fill the form from (asked once, when New game opens). */
  failedStart?: (() => FailedStart | undefined) | undefined;
  onCancel: () => void;
  /** The clock for the default name (tests). */
  now?: () => Date;
  /** Picks a seat for "random first player" (tests); by default Math.random. */
  pick?: (count: number) => number;
}

/** A random seat: the dice are the UI's, never inside the game's machine. */
const randomSeat = (count: number): number => Math.floor(Math.random() * count);

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const MAX_NAME = 40;

/** The meeple colours of the box; a player's badge adds their initial and seat pattern. */
export const PALETTE = ['red', 'blue', 'green', 'yellow', 'black', 'grey'] as const;
export type PaletteColor = (typeof PALETTE)[number];

/** An expansion's official name in the current language. */
export const expansionName = (expansion: Expansion): string => t(`ng.exp.${expansion}`);

/** "Game night 29 Nov". */
export const defaultSessionName = (date: Date): string =>
  t('ng.defaultName', { date: dayMonth(date) });

/** Past this many characters the players are "Ana +3" in a game's default name. */
const MAX_NAMES_IN_NAME = 60;

/**
 * A game outside a game night, told apart by its players and its time: "Ana, Ben · 29 Nov
 * 20:15" ("Game · 29 Nov 20:15" before anyone is named).
 */
export function defaultPlainName(names: readonly string[], date: Date): string {
  const named = names.map((name) => name.trim()).filter(Boolean);
  const joined = named.join(t('list.comma'));
  const players = !named.length
    ? t('ng.plainGame')
    : joined.length <= MAX_NAMES_IN_NAME
      ? joined
      : `${named[0]} +${named.length - 1}`;
  return t('ng.plainGameName', {
    players,
    when: t('date.withTime', { date: dayMonth(date), time: hhmm(date) }),
  });
}

/** Record ids from names: a-z 0-9 -, at most 32 characters, unique ("ana", "ana-2"). */
export function playerIds(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base =
      name
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 32)
        .replace(/-+$/, '') || 'player';
    let id = base;
    for (let n = 2; used.has(id); n++) {
      const suffix = `-${n}`;
      id = `${base.slice(0, 32 - suffix.length).replace(/-+$/, '')}${suffix}`;
    }
    used.add(id);
    return id;
  });
}

export interface DraftPlayer {
  name: string;
  color: string;
}

/** What is wrong with each player row (undefined: fine). An empty name is `empty: true`. */
export interface RowProblem {
  text: string;
  empty?: boolean;
}

export function playerProblems(players: readonly DraftPlayer[]): {
  names: (RowProblem | undefined)[];
  colors: (string | undefined)[];
} {
  const seenNames = new Map<string, string>();
  const seenColors = new Map<string, string>();
  const names = players.map((p, i): RowProblem | undefined => {
    const name = p.name.trim();
    if (!name) return { text: t('ng.needsName', { n: i + 1 }), empty: true };
    if (name.length > MAX_NAME)
      return { text: t('ng.nameTooLong', { max: MAX_NAME, length: name.length }) };
    const key = name.toLocaleLowerCase();
    const first = seenNames.get(key);
    if (first !== undefined) return { text: t('ng.sameName', { name: first }) };
    seenNames.set(key, name);
    return undefined;
  });
  const colors = players.map((p, i) => {
    const owner = seenColors.get(p.color);
    if (owner !== undefined) return t('ng.colorTaken', { owner, color: colorName(p.color) });
    seenColors.set(p.color, p.name.trim() || t('ng.playerN', { n: i + 1 }));
    return undefined;
  });
  return { names, colors };
}

/** A name as profiles are matched: trimmed, case-insensitive. */
export const profileKey = (name: string): string => name.normalize('NFC').trim().toLowerCase();

/** The profile of that name, if any. */
export function profileNamed(
  profiles: readonly Pick<Profile, 'id' | 'name'>[],
  name: string,
): Pick<Profile, 'id' | 'name'> | undefined {
  const key = profileKey(name);
  return key ? profiles.find((p) => profileKey(p.name) === key) : undefined;
}

/**
 * The record header of a new game (players in seating order, the first player first). A player
 * named as a profile carries `profile: <id>` (the record's players keep extra fields), so the
 * statistics know them whatever the spelling of later games.
 */
export function buildHeader(
  players: readonly DraftPlayer[],
  edition: Edition,
  expansions: readonly Expansion[],
  profiles: readonly Pick<Profile, 'id' | 'name'>[] = [],
  houseRules: readonly HouseRule[] = [],
): RecordHeader {
  const ids = playerIds(players.map((p) => p.name.trim()));
  // A house rule for an expansion not played (H1 without The Peasant Revolts) changes nothing.
  const kept = HOUSE_RULES.filter(
    (rule) => houseRules.includes(rule) && houseRuleApplies(rule, expansions),
  );
  return {
    format: RECORD_FORMAT,
    players: players.map((p, i) => {
      const profile = profileNamed(profiles, p.name);
      return {
        id: ids[i] ?? `p${i + 1}`,
        name: p.name.trim(),
        color: p.color,
        ...(profile ? { profile: profile.id } : {}),
      };
    }),
    options: {
      edition,
      expansions: EXPANSIONS.filter((e) => expansions.includes(e)),
      // H1, H2: only when chosen, so records without house rules stay as they were.
      ...(kept.length > 0 ? { houseRules: kept } : {}),
    },
  };
}

const total = (counts: Record<string, number>): number =>
  Object.values(counts).reduce((a, b) => a + b, 0);

/** Tiles an expansion adds to the box (before the 3 revolt tiles go back). */
export const expansionTiles = (expansion: Expansion, edition: Edition): number =>
  total(drawableTiles(edition, [expansion])) - total(drawableTiles(edition, []));

function tilesNote(expansion: Expansion, edition: Edition): string {
  if (expansion === 'abbot') return t('ng.tilesNone');
  const n = expansionTiles(expansion, edition);
  if (expansion === 'peasant-revolts')
    return t('ng.tilesRevolt', { n, deck: n - (REVOLT_TILES_IN_BOX - REVOLT_TILES_IN_DECK) });
  return t('ng.tiles', { n });
}

/** A row of the form: the player's own signals, so reordering keeps the row's inputs. */
interface Row {
  readonly key: number;
  readonly name: Accessor<string>;
  readonly setName: Setter<string>;
  readonly color: Accessor<string>;
  readonly setColor: Setter<string>;
  readonly touched: Accessor<boolean>;
  readonly setTouched: Setter<boolean>;
}

const draft = (p: Row): DraftPlayer => ({ name: p.name(), color: p.color() });

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Setting up a game: players, seats, colours, edition, expansions. */
export function NewGame(props: NewGameProps): JSX.Element {
  let nextKey = 1;
  const row = (initialColor: string, initialName = ''): Row => {
    const [name, setName] = createSignal(initialName);
    const [color, setColor] = createSignal(initialColor);
    const [touched, setTouched] = createSignal(false);
    return { key: nextKey++, name, setName, color, setColor, touched, setTouched };
  };
  const [players, setPlayers] = createSignal<Row[]>([row('red'), row('blue')]);
  const drafts = createMemo(() => players().map(draft));
  /** The game's name as typed; until then a default told apart from the night's name. */
  const [typedName, setTypedName] = createSignal<string>();
  const [edition, setEdition] = createSignal<Edition>('C3');
  const [chosen, setChosen] = createSignal<readonly Expansion[]>([]);
  const [houseRules, setHouseRules] = createSignal<readonly HouseRule[]>([]);
  const [submitted, setSubmitted] = createSignal(false);
  const [busy, setBusy] = createSignal(false);
  const [startError, setStartError] = createSignal<string>();
  const [dragFrom, setDragFrom] = createSignal<number>();
  const [dropAt, setDropAt] = createSignal<number>();
  const [profiles, setProfiles] = createSignal<readonly Profile[]>([]);
  const [night, setNight] = createSignal<GameNight>();
  const [joinNight, setJoinNight] = createSignal(false);
  /** The nights are known (the choice is shown once they are). */
  const [nightsRead, setNightsRead] = createSignal(false);
  const [profileNote, setProfileNote] = createSignal<string>();
  const [firstNote, setFirstNote] = createSignal<string>();
  /** The game the form was filled from, when it was. */
  const [prefilled, setPrefilled] = createSignal<string>();
  let form: HTMLFormElement | undefined;

  const nightName = () => defaultSessionName(props.now?.() ?? new Date());
  /**
   * In a game night, "Friday · game 3" (as a rematch names it; "… · game 1" for the night it
   * starts); outside one, its players and time.
   */
  const defaultGameName = () => {
    if (!joinNight()) {
      return defaultPlainName(
        drafts().map((p) => p.name),
        props.now?.() ?? new Date(),
      );
    }
    const current = night();
    return t('ng.defaultGameName', {
      night: current?.name ?? nightName(),
      n: (current?.sessions.length ?? 0) + 1,
    });
  };
  const sessionName = () => typedName() ?? defaultGameName();

  /** Quick setup: the last game's players, seats, options and house rules, while nothing is typed yet. */
  function prefill(last: SessionInfo): void {
    const untouched = players().every((p) => !p.name().trim() && !p.touched());
    const seats = last.players.slice(0, MAX_PLAYERS);
    if (!untouched || seats.length < MIN_PLAYERS) return;
    // The empty first name had the focus (the screen gives it to it): its row is made anew,
    // and the focus goes to the new one, not to the page's body (newcomer finding).
    const hadFocus = form?.contains(document.activeElement) ?? false;
    setPlayers(seats.map((p) => row(p.color, p.name)));
    if (hadFocus && !form?.contains(document.activeElement))
      focusLater('[data-seat="0"] input[type="text"]');
    setEdition(last.options.edition === 'C1' ? 'C1' : 'C3');
    setChosen(EXPANSIONS.filter((e) => last.options.expansions.includes(e)));
    setHouseRules(HOUSE_RULES.filter((rule) => last.options.houseRules?.includes(rule)));
    setPrefilled(last.name);
  }

  /** A start the store refused: the same players, options and name, and why. */
  function refill({ name, named, record, error }: FailedStart): void {
    setPlayers(record.players.slice(0, MAX_PLAYERS).map((p) => row(p.color, p.name)));
    setEdition(record.options.edition === 'C1' ? 'C1' : 'C3');
    setChosen(EXPANSIONS.filter((e) => record.options.expansions.includes(e)));
    setHouseRules(HOUSE_RULES.filter((rule) => record.options.houseRules?.includes(rule)));
    if (named) setTypedName(name);
    setStartError(error);
    // The reason is beside Start, at the foot of the form: brought into view with the focus.
    focusLater('button[type="submit"]');
  }
  const failed = props.failedStart?.();
  if (failed) refill(failed);
  /** New game was left (the table is up): a refusal then is App's to tell. */
  let left = false;
  onCleanup(() => {
    left = true;
  });

  onMount(() => {
    void props.api.sessions.list().then((result) => {
      const last = result.ok ? result.value.sessions[0] : undefined;
      if (last) prefill(last);
    });
    void props.api.profiles.list().then((result) => {
      if (result.ok) setProfiles(result.value.profiles);
    });
    void props.api.nights.list().then((result) => {
      if (!result.ok) return;
      const current = result.value.nights.find((n) => n.id === result.value.current);
      setNight(current);
      setJoinNight(current !== undefined);
      setNightsRead(true);
    });
  });

  const problems = createMemo(() => playerProblems(drafts()));
  const nameProblem = (i: number): string | undefined => {
    const problem = problems().names[i];
    const p = players()[i];
    if (!problem || !p) return undefined;
    return problem.empty && !p.touched() && !submitted() ? undefined : problem.text;
  };
  const sessionProblem = () => sessionNameProblem(sessionName());
  const deck = () => deckSize(edition(), chosen());
  const label = (i: number): string =>
    drafts()[i]?.name.trim() || t('ng.playerLower', { n: i + 1 });
  const ownerOf = (color: string): number => drafts().findIndex((p) => p.color === color);

  const allProblems = (): string[] =>
    [
      sessionProblem(),
      ...problems().names.map((p) => p?.text),
      ...problems().colors,
      players().length < MIN_PLAYERS || players().length > MAX_PLAYERS
        ? t('ng.playerCount', { min: MIN_PLAYERS, max: MAX_PLAYERS })
        : undefined,
    ].filter((p): p is string => p !== undefined);

  // ---- seats ----

  function focusLater(selector: string): void {
    queueMicrotask(() => form?.querySelector<HTMLElement>(selector)?.focus());
  }

  function moveSeat(from: number, to: number, focus?: string): void {
    if (to < 0 || to >= players().length || from === to) return;
    setPlayers((list) => move(list, from, to));
    if (focus) focusLater(focus);
  }

  function moveButton(key: number, dir: 'up' | 'down'): void {
    const i = players().findIndex((p) => p.key === key);
    const to = dir === 'up' ? i - 1 : i + 1;
    // Keep focus on the arrow that moved the row, or its twin once the row reaches an end.
    const edge = dir === 'up' ? to === 0 : to === players().length - 1;
    moveSeat(i, to, `[data-move="${key}-${edge ? (dir === 'up' ? 'down' : 'up') : dir}"]`);
  }

  function makeFirst(key: number): void {
    const i = players().findIndex((p) => p.key === key);
    if (i <= 0) return;
    setPlayers((list) => [...list.slice(i), ...list.slice(0, i)]);
  }

  /** Turns the seating round so that a player picked at random goes first. */
  function randomFirst(): void {
    const list = players();
    const seat = Math.min(list.length - 1, Math.max(0, (props.pick ?? randomSeat)(list.length)));
    const chosenRow = list[seat];
    if (!chosenRow) return;
    makeFirst(chosenRow.key);
    setFirstNote(t('ng.randomFirstIs', { name: label(0) }));
  }

  function addPlayer(): void {
    if (players().length >= MAX_PLAYERS) return;
    const free = PALETTE.find((c) => ownerOf(c) < 0) ?? 'grey';
    const added = row(free);
    setPlayers((list) => [...list, added]);
    focusLater(`#name-${added.key}`);
  }

  // ---- profiles ----

  const seatOf = (profile: Profile): number =>
    drafts().findIndex((p) => profileKey(p.name) === profileKey(profile.name));

  /** Seats a regular: the first row without a name, else a new row; their colour if free. */
  function seatProfile(profile: Profile): void {
    if (seatOf(profile) >= 0) return;
    let target = players().find((p) => !p.name().trim());
    if (!target) {
      if (players().length >= MAX_PLAYERS) return;
      addPlayer();
      target = players().at(-1);
    }
    if (!target) return;
    target.setName(profile.name);
    const owner = ownerOf(profile.color);
    if (owner < 0 || players()[owner] === target) target.setColor(profile.color);
    setProfileNote(undefined);
    focusLater(`#name-${target.key}`);
  }

  /**
   * Every named player becomes a regular when the game starts (no extra tap): name and colour,
   * their favourite from then on. All are asked for at once (one wait, however many are new),
   * and only when some are new: the record names each regular's profile, so their ids come
   * first. One that cannot be saved does not hold the game back; it is told, in `problems`.
   */
  async function saveNewRegulars(): Promise<{ known: readonly Profile[]; problems: string[] }> {
    const known = profiles();
    const fresh = drafts()
      .map((p) => ({ name: p.name.trim(), color: p.color }))
      .filter(({ name }) => name && name.length <= MAX_NAME && !profileNamed(known, name));
    if (fresh.length === 0) return { known, problems: [] };
    const results = await Promise.all(fresh.map((profile) => props.api.profiles.save(profile)));
    const saved: Profile[] = [];
    const problems: string[] = [];
    results.forEach((result, i) => {
      if (result.ok) saved.push(result.value);
      else
        problems.push(
          t('ng.regularFailed', { name: fresh[i]?.name ?? '', message: result.error.message }),
        );
    });
    // In the store's order (by name, code unit by code unit): no collation to load (its first
    // use cost the tap on Start some 12 ms).
    const byName = (a: Profile, b: Profile) => {
      const [x, y] = [profileKey(a.name), profileKey(b.name)];
      return x < y ? -1 : x > y ? 1 : 0;
    };
    const all = [...known, ...saved].sort(byName);
    setProfiles(all);
    return { known: all, problems };
  }

  /** The new game joins the night going on, or starts one; what went wrong, if anything. */
  async function joinTheNight(id: string): Promise<string | undefined> {
    const current = night();
    if (current) {
      const added = await props.api.nights.addSession(current.id, id);
      return added.ok ? undefined : t('ng.nightJoinFailed', { message: added.error.message });
    }
    const started = await props.api.nights.create(typedName()?.trim() || nightName());
    if (!started.ok) return t('gn.startFailed', { message: started.error.message });
    const added = await props.api.nights.addSession(started.value.id, id);
    return added.ok ? undefined : t('ng.nightJoinFailed', { message: added.error.message });
  }

  /** A regular who should not be one any more (a guest seated once). */
  async function forgetRegular(profile: Profile): Promise<void> {
    const result = await props.api.profiles.delete(profile.id);
    if (!result.ok) {
      setProfileNote(t('ng.profileFailed', { name: profile.name, message: result.error.message }));
      return;
    }
    setProfiles((list) => list.filter((p) => p.id !== profile.id));
    setProfileNote(t('ng.regularRemoved', { name: profile.name }));
  }

  function removePlayer(i: number): void {
    if (players().length <= MIN_PLAYERS) return;
    setPlayers((list) => list.filter((_, j) => j !== i));
    focusLater(`[data-seat="${Math.min(i, players().length - 1)}"] input[type="text"]`);
  }

  function endDrag(): void {
    setDragFrom(undefined);
    setDropAt(undefined);
  }

  // ---- options ----

  function toggle(expansion: Expansion, on: boolean): void {
    const next = on
      ? EXPANSIONS.filter((e) => e === expansion || chosen().includes(e))
      : chosen().filter((e) => e !== expansion);
    setChosen(next);
    // Ticked again, the expansion does not bring its house rule back unasked.
    setHouseRules((list) => list.filter((rule) => houseRuleApplies(rule, next)));
  }

  // ---- start ----

  async function start(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    if (busy()) return;
    setSubmitted(true);
    setStartError(undefined);
    if (allProblems().length > 0) {
      focusLater('[aria-invalid="true"]');
      return;
    }
    setBusy(true);
    try {
      const regulars = await saveNewRegulars();
      const header = buildHeader(drafts(), edition(), chosen(), regulars.known, houseRules());
      const name = sessionName().trim();
      const created = (props.now?.() ?? new Date()).toISOString();
      // The id is chosen here, so the table shows while the store writes the game: waiting
      // for its answer first was a quarter of the tap on Start.
      const id = newSessionId();
      const stored = props.api.sessions
        .create(name, header, id)
        .then(
          (result): Awaited<StartedGame['stored']> =>
            result.ok
              ? { ok: true }
              : { ok: false, error: t('ng.startFailed', { message: result.error.message }) },
        );
      // Once stored, the game joins the night (a night that cannot take the game does not
      // hold it back, and is told).
      const joinsNight = nightsRead() && joinNight();
      const problems = stored.then(async (outcome) => {
        if (!outcome.ok || !joinsNight) return regulars.problems;
        const problem = await joinTheNight(id).catch((error: unknown) =>
          t('ng.nightJoinFailed', { message: error instanceof Error ? error.message : `${error}` }),
        );
        return problem ? [...regulars.problems, problem] : regulars.problems;
      });
      // Refused while New game is still here (before the table was drawn): said here.
      void stored.then((outcome) => {
        if (!outcome.ok && !left) setStartError(outcome.error);
      });
      const named = typedName() !== undefined;
      props.onStarted({
        id,
        name,
        named,
        created,
        record: { ...header, events: [] },
        problems,
        stored,
      });
    } finally {
      setBusy(false);
    }
  }

  // Escape in a field leaves the field (names typed are not lost to one key); the next goes back.
  const onKey = (e: KeyboardEvent) => {
    // New game left is off the page a frame before it is disposed (ScreenSwitch): not a key then.
    if (!form?.isConnected) return;
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    if (isTextField(e.target)) (e.target as HTMLElement).blur();
    else props.onCancel();
  };
  window.addEventListener('keydown', onKey);
  onCleanup(() => window.removeEventListener('keydown', onKey));

  return (
    <main class="screen newgame" aria-labelledby="newgame-title">
      <header class="bar">
        <h1 id="newgame-title">{t('home.newGame')}</h1>
        <button
          type="button"
          class="ml-button"
          aria-keyshortcuts="Escape"
          onClick={() => props.onCancel()}
        >
          {t('ng.back')} <Kbd>Esc</Kbd>
        </button>
      </header>
      <form ref={form} class="newgame__form" novalidate onSubmit={(e) => void start(e)}>
        <Show when={prefilled()}>
          {(name) => (
            <p class="hint newgame__prefilled" role="status">
              {t('ng.prefilled', { name: name() })}
            </p>
          )}
        </Show>
        <div class="field">
          <label for="session-name">{t('ng.name')}</label>
          <input
            id="session-name"
            class="ml-input"
            value={sessionName()}
            aria-invalid={sessionProblem() ? 'true' : undefined}
            aria-describedby="session-name-error"
            onInput={(e) => setTypedName(e.currentTarget.value)}
          />
          <p id="session-name-error" class="field-error">
            {sessionProblem() ?? ''}
          </p>
        </div>

        <fieldset class="section players">
          <legend>
            {t('ng.playersLegend', { n: players().length, min: MIN_PLAYERS, max: MAX_PLAYERS })}
          </legend>
          <p class="hint">
            {t('ng.seatHint')}{' '}
            {/* The keys are a sentence of their own, left out where no keyboard is in use. */}
            <span class="hint--keys">{t('ng.seatKeys', { up: 'Alt+↑', down: 'Alt+↓' })}</span>
          </p>
          <Show when={profiles().length > 0}>
            <fieldset class="regulars">
              <legend class="regulars__title">{t('ng.regulars')}</legend>
              <For each={profiles()}>
                {(profile) => (
                  <span class="regular-chip">
                    <button
                      type="button"
                      class="ml-button regular"
                      title={
                        seatOf(profile) >= 0
                          ? t('ng.seated', { name: profile.name })
                          : t('ng.seatColor', {
                              name: profile.name,
                              color: colorName(profile.color),
                            })
                      }
                      disabled={
                        seatOf(profile) >= 0 ||
                        (players().length >= MAX_PLAYERS && players().every((p) => p.name().trim()))
                      }
                      onClick={() => seatProfile(profile)}
                    >
                      <PlayerBadge player={profile} size={26} decorative />
                      <span class="ml-sr-only">{t('ng.seatBefore')}</span>
                      {profile.name}
                    </button>
                    <button
                      type="button"
                      class="ml-button ml-button--icon regular__forget"
                      aria-label={t('ng.forgetRegular', { name: profile.name })}
                      title={t('ng.forgetRegular', { name: profile.name })}
                      onClick={() => void forgetRegular(profile)}
                    >
                      ×
                    </button>
                  </span>
                )}
              </For>
            </fieldset>
          </Show>
          <p class="hint" role="status">
            {profileNote() ?? ''}
          </p>
          <ol class="seats">
            <For each={players()}>
              {(p, i) => {
                const taken = (color: string) => {
                  const owner = ownerOf(color);
                  return owner >= 0 && owner !== i() ? owner : undefined;
                };
                return (
                  <li
                    class="seat"
                    data-seat={i()}
                    classList={{
                      'seat--dragging': dragFrom() === i(),
                      'seat--drop': dropAt() === i() && dragFrom() !== i(),
                    }}
                    onDragOver={(e) => {
                      if (dragFrom() === undefined) return;
                      e.preventDefault();
                      if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
                      setDropAt(i());
                    }}
                    onDrop={(e) => {
                      e.preventDefault();
                      const from = dragFrom();
                      if (from !== undefined) moveSeat(from, i());
                      endDrag();
                    }}
                  >
                    <span
                      class="seat__handle"
                      draggable="true"
                      title={t('ng.drag')}
                      aria-hidden="true"
                      onDragStart={(e) => {
                        setDragFrom(i());
                        if (e.dataTransfer) {
                          e.dataTransfer.effectAllowed = 'move';
                          e.dataTransfer.setData('text/plain', String(i()));
                          const li = e.currentTarget.parentElement;
                          if (li) e.dataTransfer.setDragImage?.(li, 24, 24);
                        }
                      }}
                      onDragEnd={endDrag}
                    >
                      ⠿
                    </span>
                    <span class="seat__number">
                      {i() + 1}
                      <Show when={i() === 0}>
                        <span class="seat__first">{t('ng.first')}</span>
                      </Show>
                    </span>
                    <PlayerBadge
                      player={{ name: p.name().trim() || String(i() + 1), color: p.color() }}
                    />
                    <div class="field seat__name">
                      <label for={`name-${p.key}`}>{t('ng.nameLabel', { n: i() + 1 })}</label>
                      <input
                        id={`name-${p.key}`}
                        data-autofocus={i() === 0 && p.name().trim() === '' ? '' : undefined}
                        type="text"
                        class="ml-input"
                        value={p.name()}
                        autocomplete="off"
                        list="profile-names"
                        placeholder={t('ng.playerN', { n: i() + 1 })}
                        aria-invalid={nameProblem(i()) ? 'true' : undefined}
                        aria-describedby={`name-${p.key}-error`}
                        onInput={(e) => p.setName(e.currentTarget.value)}
                        onBlur={() => {
                          // An empty row left for another tap (Add a player…) shows no error
                          // yet: the error's line moved that button away from the tap.
                          if (p.name().trim()) p.setTouched(true);
                        }}
                        onKeyDown={(e) => {
                          if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
                          e.preventDefault();
                          moveSeat(i(), i() + (e.key === 'ArrowUp' ? -1 : 1), `#name-${p.key}`);
                        }}
                      />
                      <p id={`name-${p.key}-error`} class="field-error">
                        {nameProblem(i()) ?? ''}
                      </p>
                    </div>
                    <fieldset class="colors">
                      <legend class="ml-sr-only">{t('ng.colourFor', { name: label(i()) })}</legend>
                      <For each={PALETTE}>
                        {(color) => (
                          <label
                            class="color"
                            classList={{ 'color--taken': taken(color) !== undefined }}
                            title={
                              taken(color) !== undefined
                                ? t('ng.swapWith', {
                                    color: colorName(color),
                                    name: label(taken(color) ?? 0),
                                  })
                                : colorName(color)
                            }
                          >
                            <input
                              type="radio"
                              class="ml-sr-only"
                              name={`color-${p.key}`}
                              value={color}
                              checked={p.color() === color}
                              onChange={() => {
                                // Another player's colour: the two swap (Ana blue, Ben red took
                                // three taps through a spare colour; newcomer finding).
                                const owner = taken(color);
                                batch(() => {
                                  if (owner !== undefined) players()[owner]?.setColor(p.color());
                                  p.setColor(color);
                                });
                              }}
                            />
                            <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
                              <circle
                                class="color__chip"
                                cx="20"
                                cy="20"
                                r="17"
                                fill={swatch(color).fill}
                              />
                              <text
                                x="20"
                                y="20"
                                dy="0.35em"
                                text-anchor="middle"
                                fill={swatch(color).ink}
                              >
                                {p.color() === color
                                  ? '✓'
                                  : taken(color) !== undefined
                                    ? initial(drafts()[taken(color) ?? 0]?.name || '?')
                                    : ''}
                              </text>
                            </svg>
                            <span class="color__name" aria-hidden="true">
                              {colorName(color)}
                            </span>
                            <span class="ml-sr-only">
                              {taken(color) === undefined
                                ? colorName(color)
                                : t('ng.swapWith', {
                                    color: colorName(color),
                                    name: label(taken(color) ?? 0),
                                  })}
                            </span>
                          </label>
                        )}
                      </For>
                      <Show when={problems().colors[i()]}>
                        {(problem) => <p class="field-error">{problem()}</p>}
                      </Show>
                    </fieldset>
                    <div class="seat__actions">
                      <button
                        type="button"
                        class="ml-button ml-button--icon"
                        data-move={`${p.key}-up`}
                        aria-label={t('ng.moveUpAria', { name: label(i()) })}
                        title={t('ng.moveUp')}
                        disabled={i() === 0}
                        onClick={() => moveButton(p.key, 'up')}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        class="ml-button ml-button--icon"
                        data-move={`${p.key}-down`}
                        aria-label={t('ng.moveDownAria', { name: label(i()) })}
                        title={t('ng.moveDown')}
                        disabled={i() === players().length - 1}
                        onClick={() => moveButton(p.key, 'down')}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        class="ml-button ml-button--icon"
                        aria-label={t('ng.removeAria', { name: label(i()) })}
                        title={t('ng.remove')}
                        disabled={players().length <= MIN_PLAYERS}
                        onClick={() => removePlayer(i())}
                      >
                        ×
                      </button>
                    </div>
                  </li>
                );
              }}
            </For>
          </ol>
          <div class="players__more">
            <button
              type="button"
              class="ml-button"
              disabled={players().length >= MAX_PLAYERS}
              onClick={addPlayer}
            >
              {t('ng.add')}
            </button>
            <button type="button" class="ml-button" onClick={randomFirst}>
              {t('ng.randomFirst')}
            </button>
            <div class="field field--inline">
              <label for="first-player">{t('ng.firstPlayer')}</label>
              <select
                id="first-player"
                class="ml-input"
                onChange={(e) => makeFirst(Number(e.currentTarget.value))}
              >
                <For each={players()}>
                  {(p, i) => (
                    <option value={String(p.key)} selected={i() === 0}>
                      {p.name().trim() || t('ng.playerN', { n: i() + 1 })}
                    </option>
                  )}
                </For>
              </select>
            </div>
          </div>
          <p class="hint" role="status">
            {firstNote() ?? ''}
          </p>
          <p class="hint">{t('ng.firstHint')}</p>
          <datalist id="profile-names">
            <For each={profiles()}>{(profile) => <option value={profile.name} />}</For>
          </datalist>
        </fieldset>

        <fieldset class="section">
          <legend>{t('ng.edition')}</legend>
          <div class="choices">
            <label class="choice">
              <input
                type="radio"
                name="edition"
                value="C3"
                checked={edition() === 'C3'}
                onChange={() => setEdition('C3')}
              />
              {t('ng.c3')} <span class="ml-muted">{t('ng.withGardens')}</span>
            </label>
            <label class="choice">
              <input
                type="radio"
                name="edition"
                value="C1"
                checked={edition() === 'C1'}
                onChange={() => setEdition('C1')}
              />
              {t('ng.c1')}
            </label>
          </div>
        </fieldset>

        <fieldset class="section">
          <legend>{t('ng.expansions')}</legend>
          <div class="choices">
            <For each={EXPANSIONS}>
              {(expansion) => (
                <label class="choice">
                  <input
                    type="checkbox"
                    value={expansion}
                    checked={chosen().includes(expansion)}
                    onChange={(e) => toggle(expansion, e.currentTarget.checked)}
                  />
                  <span>
                    <strong>{expansionName(expansion)}</strong>{' '}
                    <span class="tiles">{tilesNote(expansion, edition())}</span>
                    <br />
                    <span class="ml-muted">{t(`ng.about.${expansion}`)}</span>
                  </span>
                </label>
              )}
            </For>
          </div>
          <Show when={chosen().includes('peasant-revolts')}>
            <p class="note">
              {t('ng.revoltNote', {
                box: REVOLT_TILES_IN_BOX,
                out: REVOLT_TILES_IN_BOX - REVOLT_TILES_IN_DECK,
                deck: REVOLT_TILES_IN_DECK,
              })}
            </p>
          </Show>
          <p class="deck" aria-live="polite">
            {t('ng.deck')} <strong class="ml-num">{deck()}</strong> {tn('ng.deckAfter', deck())}
          </p>
        </fieldset>

        <fieldset class="section">
          <legend>{t('ng.houseRules')}</legend>
          <div class="choices">
            <For each={HOUSE_RULES}>
              {(rule) => {
                const needs = HOUSE_RULE_NEEDS[rule];
                /** The expansion the rule changes, while it is not chosen. */
                const missing = () =>
                  needs !== undefined && !chosen().includes(needs) ? needs : undefined;
                return (
                  <>
                    <label class="choice" classList={{ 'choice--off': missing() !== undefined }}>
                      <input
                        type="checkbox"
                        value={rule}
                        checked={houseRules().includes(rule)}
                        disabled={missing() !== undefined}
                        aria-describedby={missing() ? `house-needs-${rule}` : undefined}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setHouseRules((list) =>
                            on ? [...list, rule] : list.filter((other) => other !== rule),
                          );
                        }}
                      />
                      <span>
                        <strong>{t(`ng.house.${rule}`)}</strong>{' '}
                        <span class="tiles">({HOUSE_RULE_NUMBER[rule]})</span>
                        <br />
                        <span class="ml-muted">{t(`ng.houseAbout.${rule}`)}</span>
                      </span>
                    </label>
                    {/* Outside the label: the reason describes the box, it is not its name. */}
                    <Show when={missing()}>
                      {(expansion) => (
                        <p id={`house-needs-${rule}`} class="hint choice__why">
                          {t('ng.houseNeeds', { expansion: expansionName(expansion()) })}
                        </p>
                      )}
                    </Show>
                  </>
                );
              }}
            </For>
          </div>
        </fieldset>

        <Show when={!houseRules().includes('no-aids')}>
          <WinChances api={props.api} names={drafts().map((p) => p.name)} class="section" />
        </Show>

        <Show when={nightsRead()}>
          <fieldset class="section">
            <legend>{t('ng.night')}</legend>
            <label class="choice">
              <input
                type="checkbox"
                checked={joinNight()}
                onChange={(e) => setJoinNight(e.currentTarget.checked)}
              />
              <Show when={night()} fallback={<span>{t('ng.startNight')}</span>}>
                {(current) => <span>{t('ng.partOfNight', { name: current().name })}</span>}
              </Show>
            </label>
            <p class="hint">{t('ng.nightHint')}</p>
          </fieldset>
        </Show>

        <div class="start" ref={keepFocusAbove}>
          <Show when={submitted() && allProblems().length > 0}>
            <div role="alert">
              <ul class="problems" aria-label={t('ng.beforeStarting')}>
                <For each={allProblems()}>{(problem) => <li>{problem}</li>}</For>
              </ul>
            </div>
          </Show>
          <p class="field-error" role="alert">
            {startError() ?? ''}
          </p>
          <button type="submit" class="ml-button btn-primary btn-big" disabled={busy()}>
            {busy() ? t('ng.starting') : t('ng.start')} <Kbd>Enter</Kbd>
          </button>
        </div>
      </form>
    </main>
  );
}
