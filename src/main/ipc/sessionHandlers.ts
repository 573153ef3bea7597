import type {
  ChangeResult,
  OpenedSession,
  SeriesResult,
  StoreWarning,
} from '../../shared/ipc/types';
import type {
  SessionStore,
  ChangeResult as StoreChangeResult,
  OpenedSession as StoreOpenedSession,
  SeriesResult as StoreSeriesResult,
} from '../store';
import type { HandlersOf } from './handlers';

/**
 * The `sessions:*` channels on top of the session store. Payloads arrive parsed (dispatch.ts);
 * the store checks again (ids, names, events against the rules) and throws StoreErrors, which
 * the dispatcher turns into error envelopes. Replies are rebuilt field by field: the engine's
 * snapshot and file paths stay in main.
 */
export function createSessionHandlers(store: SessionStore): HandlersOf<'sessions'> {
  return {
    'sessions:list': async () => {
      const { sessions, warnings } = await store.list();
      return { sessions, warnings: warnings.map(toWarning) };
    },
    'sessions:listNewest': async ({ count }) => {
      const { sessions, total, warnings } = await store.listNewest(count);
      return { sessions, total, warnings: warnings.map(toWarning) };
    },
    'sessions:create': async ({ name, header, id }) => ({
      id: await store.create({
        name,
        players: header.players,
        options: header.options,
        ...(id === undefined ? {} : { id }),
      }),
    }),
    'sessions:open': async ({ id }) => toOpened(await store.open(id)),
    'sessions:repair': async ({ id, use }) => toOpened(await store.repair(id, use)),
    'sessions:append': async ({ id, event, expect }) =>
      toChange(await store.append(id, event, expect)),
    'sessions:appendAll': async ({ id, events, expect }) =>
      toSeries(await store.appendAll(id, events, expect)),
    'sessions:undo': async ({ id, expect }) => toChange(await store.undo(id, expect)),
    'sessions:redo': async ({ id, expect }) => toChange(await store.redo(id, expect)),
    'sessions:rename': ({ id, name }) => store.rename(id, name),
    'sessions:delete': async ({ id }) => {
      await store.delete(id);
      return null;
    },
    'sessions:listTrash': async () => {
      const { sessions, warnings } = await store.listTrash();
      return { sessions, warnings: warnings.map(toWarning) };
    },
    'sessions:restore': async ({ id }) => {
      await store.restore(id);
      return null;
    },
    'sessions:emptyTrash': () => store.emptyTrash(),
    'sessions:export': ({ id }) => store.export(id),
    'sessions:import': async ({ text, allowDuplicate, fileName }) => ({
      id: await store.import(text, {
        ...(allowDuplicate ? { allowDuplicate } : {}),
        ...(fileName ? { fileName } : {}),
      }),
    }),
  };
}

function toOpened({ info, summary, record, warnings, damage }: StoreOpenedSession): OpenedSession {
  return { info, summary, record, warnings, ...(damage ? { damage } : {}) };
}

function toChange({ info, summary, event }: StoreChangeResult): ChangeResult {
  return { info, summary, event };
}

function toSeries({ info, summary, events }: StoreSeriesResult): SeriesResult {
  return { info, summary, events };
}

function toWarning({ sessionId, kind, message }: StoreWarning): StoreWarning {
  return { sessionId, kind, message };
}
