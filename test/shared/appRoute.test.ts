import { describe, expect, it } from 'vitest';
import { type AppRoute, parseRouteHash, routeHash } from '../../src/shared/appRoute';
import { joinHash, parseJoinHash } from '../../src/shared/joinRoute';
import { parsePresenterHash } from '../../src/shared/presenterRoute';

const ID = '0b5e1c2a-4d3f-4a1b-9c8d-7e6f5a4b3c2d';

describe('the address of every screen', () => {
  const routes: [string, AppRoute][] = [
    ['', { name: 'home' }],
    ['new', { name: 'new-game' }],
    ['stats', { name: 'stats' }],
    [`game/${ID}`, { name: 'table', id: ID }],
    [`results/${ID}`, { name: 'results', id: ID }],
    ['presenter', { name: 'presenter' }],
    [`presenter/${ID}`, { name: 'presenter', sessionId: ID }],
    ['join/123456', { name: 'join', code: '123456', allowScorers: false }],
    ['join/123456/scorer', { name: 'join', code: '123456', allowScorers: true }],
  ];

  it('names each screen and reads it back', () => {
    for (const [hash, route] of routes) {
      expect(routeHash(route)).toBe(hash);
      expect(parseRouteHash(`#${hash}`)).toEqual(route);
      expect(parseRouteHash(hash)).toEqual(route);
    }
  });

  it('reads a trailing slash and upper-case ids', () => {
    expect(parseRouteHash(`#game/${ID.toUpperCase()}/`)).toEqual({ name: 'table', id: ID });
  });

  it('takes anything it does not know for Home, never a blank screen', () => {
    for (const hash of ['#nope', '#game/', '#game/zq9x', `#game/${ID}/more`, '#stats/1', '#new/x'])
      expect(parseRouteHash(hash)).toEqual({ name: 'home' });
  });

  it('takes #join without a code, or with a mistyped one, for the join page with the code to type', () => {
    for (const hash of [
      '#join',
      '#join/',
      '#join/12345',
      '#join/1234567',
      '#join/abcdef',
      '#join/123456/viewer',
      '#join/123456/scorer/x',
    ])
      expect(parseRouteHash(hash)).toEqual({ name: 'join', code: '', allowScorers: false });
  });

  it('is the presenter’s parser too (one parser for the app and the main process)', () => {
    expect(parsePresenterHash(`#presenter/${ID}`)).toEqual({ sessionId: ID });
    expect(parsePresenterHash('#presenter')).toEqual({});
    expect(parsePresenterHash(`#game/${ID}`)).toBeUndefined();
    expect(parsePresenterHash('#presenter/zq9x')).toBeUndefined();
  });

  it('is the join page’s parser too', () => {
    expect(parseJoinHash('#join/654321/scorer')).toEqual({ code: '654321', allowScorers: true });
    expect(joinHash('654321', false)).toBe('join/654321');
    expect(parseJoinHash(`#game/${ID}`)).toBeUndefined();
    expect(parseJoinHash('#join/65432')).toEqual({ code: '', allowScorers: false });
  });
});
