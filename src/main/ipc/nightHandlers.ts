import { STATS_PART_GAMES } from '../../shared/ipc/limits';
import type { GameNight, Profile, StatsGames, StoreWarning } from '../../shared/ipc/types';
import { statsGamesPart } from '../../shared/stats/statsParts';
import type { SessionStore } from '../store';
import { type FactsIndex, factsIndexOf } from '../store/factsIndex';
import type { ProfileStore } from '../store/profiles';
import { exportRecords } from '../store/records';
import type { HandlersOf } from './handlers';

/**
 * The `profiles:*`, `nights:*` and `stats:*` channels, on top of the profile store
 * (src/main/store/profiles.ts) and the session store. Payloads arrive parsed (dispatch.ts); the
 * stores check again and throw StoreErrors, which the dispatcher turns into error envelopes.
 * Replies are rebuilt field by field, as in sessionHandlers.ts.
 */
export type NightHandlers = HandlersOf<'profiles'> & HandlersOf<'nights'> & HandlersOf<'stats'>;

/**
 * Which packing of the facts a part was cut from: the facts index hands out the same object
 * while no game changed, so an object seen before is the same edition.
 */
const editions = new WeakMap<StatsGames, number>();
let lastEdition = 0;
function editionOf(wire: StatsGames): number {
  let edition = editions.get(wire);
  if (edition === undefined) {
    edition = ++lastEdition;
    editions.set(wire, edition);
  }
  return edition;
}

export function createNightHandlers(
  profiles: ProfileStore,
  store: SessionStore,
  /** Told about the session a rematch creates, like every other new session. */
  notify: (sessionId: string) => void = () => {},
  /** The statistics' facts beside the journals; the app passes the one it tells about changes. */
  facts: FactsIndex = factsIndexOf(store),
): NightHandlers {
  return {
    'profiles:list': async () => {
      const list = await profiles.listProfiles();
      return { profiles: list.profiles.map(toProfile), warnings: [...list.warnings] };
    },
    'profiles:save': async ({ profile }) => toProfile(await profiles.saveProfile(profile)),
    'profiles:delete': async ({ id }) => {
      await profiles.deleteProfile(id);
      return null;
    },
    'nights:list': async () => {
      const list = await profiles.listNights();
      return {
        nights: list.nights.map(toNight),
        current: list.current,
        warnings: [...list.warnings],
      };
    },
    'nights:create': async ({ name }) => toNight(await profiles.createNight(name)),
    'nights:end': async ({ id }) => toNight(await profiles.endNight(id)),
    'nights:addSession': async ({ id, sessionId }) =>
      toNight(await profiles.addSession(id, sessionId)),
    'nights:rematch': async ({ sessionId }) => {
      const { id, nightId, warning } = await profiles.rematch(sessionId);
      notify(id);
      return warning === undefined ? { id, nightId } : { id, nightId, warning };
    },
    'stats:records': async () => {
      const { sessions } = await store.list();
      const { records, omitted, warnings } = await exportRecords({ root: store.root, sessions });
      return { records, omitted, warnings: warnings.map(toWarning) };
    },
    'stats:games': async ({ part }) => {
      const packed = await facts.packed();
      const wire = { ...packed, warnings: packed.warnings.map(toWarning) };
      return statsGamesPart(wire, part, editionOf(packed), STATS_PART_GAMES);
    },
  };
}

function toProfile({ id, name, color, created }: Profile): Profile {
  return { id, name, color, created };
}

function toNight(night: GameNight): GameNight {
  const { id, name, created, ended, sessions, games, standings } = night;
  return {
    id,
    name,
    created,
    ...(ended !== undefined ? { ended } : {}),
    sessions: [...sessions],
    games,
    standings: standings.map((s) => ({ ...s })),
  };
}

function toWarning({ sessionId, kind, message }: StoreWarning): StoreWarning {
  return { sessionId, kind, message };
}
