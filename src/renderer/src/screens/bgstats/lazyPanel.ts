import { lazy } from 'solid-js';

/**
 * "Send to BG Stats" as Results and Game nights show it: the panel replays the games and draws
 * QR codes, so it (with the engine and the QR code) loads when it is opened, not with the screen.
 */
export const LazyBgStatsPanel = lazy(() =>
  import('./BgStatsPanel').then((m) => ({ default: m.BgStatsPanel })),
);
