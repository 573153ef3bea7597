import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_TOKEN_KEY } from '../../../../src/renderer/src/api/deviceToken';
import { Root } from '../../../../src/renderer/src/Root';
import { PhoneApp } from '../../../../src/renderer/src/screens/phones/PhoneApp';
import { PhonesDialog } from '../../../../src/renderer/src/screens/phones/PhonesDialog';
import { qrPath } from '../../../../src/shared/qrPath';
import { createFakeApi, record } from '../fakeApi';

/** Phones at the table in the page: the host's dialog and the phone's join page. */

const URL_OF = (code: string) => `http://127.0.0.2:4000/#join/${code}`;

function hostApi() {
  const api = createFakeApi();
  let codes = 0;
  const devices = [
    {
      id: 'd0b6b2c4-5a8f-4c1d-9e2f-3a4b5c6d7e8f',
      name: "Ana's phone",
      role: 'viewer' as const,
      joinedAt: '2026-12-01T20:00:00.000Z',
    },
  ];
  let sharing: { address: string; port: number; url: string } | null = null;
  let open: { code: string; url: string; expiresAt: string; allowScorers: boolean } | null = null;
  Object.assign(api, {
    devices: {
      invite: vi.fn(async (allowScorers: boolean) => {
        sharing = { address: '127.0.0.2', port: 4000, url: 'http://127.0.0.2:4000/' };
        const code = String(123456 + codes++);
        open = {
          code,
          url: `${URL_OF(code)}${allowScorers ? '/scorer' : ''}`,
          expiresAt: '2026-12-01T20:10:00.000Z',
          allowScorers,
        };
        const { allowScorers: _, ...made } = open;
        return { ok: true, value: made };
      }),
      list: vi.fn(async () => ({
        ok: true,
        value: {
          devices: [...devices],
          sharing,
          inviteOpen: open !== null,
          openInvite: sharing ? open : null,
        },
      })),
      revoke: vi.fn(async (id: string) => {
        devices.splice(
          devices.findIndex((d) => d.id === id),
          1,
        );
        return { ok: true, value: null };
      }),
      stopSharing: vi.fn(async () => {
        sharing = null;
        open = null;
        return { ok: true, value: null };
      }),
      me: vi.fn(async () => ({ ok: true, value: { role: 'host', name: null } })),
      join: vi.fn(),
    },
  });
  return api;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('PhonesDialog (the host)', () => {
  it('shares, shows the QR code of the join address and the code, lists and revokes devices, stops', async () => {
    const api = hostApi();
    const onClose = vi.fn();
    render(() => <PhonesDialog api={api} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Phones at the table' });
    expect(dialog.textContent).toContain('a local network the group trusts');
    fireEvent.click(await screen.findByRole('button', { name: 'Start sharing' }));
    await screen.findByText('123 456');
    expect(api.devices.invite).toHaveBeenCalledWith(false);
    const qr = screen.getByRole('img', { name: 'QR code of the join address' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(URL_OF('123456')).path);
    expect(screen.getByTestId('ph-url').textContent).toBe(URL_OF('123456'));
    // Where the code is typed is said: the sharing address (its join page), not "the join page".
    await screen.findByText(
      "Scan with a phone's camera, or open http://127.0.0.2:4000/ on the phone and type the code:",
    );
    await screen.findByText("Ana's phone");
    expect(screen.getByText('viewer')).toBeTruthy();
    // Not seen since it joined: the dead entry a phone that joined again leaves behind.
    expect(screen.getByText(/^joined .*, not seen since$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Phones may also score/ }));
    await waitFor(() => expect(screen.getByTestId('ph-url').textContent).toMatch(/\/scorer$/));
    expect(api.devices.invite).toHaveBeenLastCalledWith(true);

    // Asked first: "Keep" keeps it, "Yes, revoke" revokes it.
    fireEvent.click(screen.getByRole('button', { name: "Revoke Ana's phone" }));
    expect(screen.getByText("Revoke Ana's phone? It loses access at once.")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: "Yes, revoke Ana's phone" }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(api.devices.revoke).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: "Revoke Ana's phone" }));
    fireEvent.click(screen.getByRole('button', { name: "Yes, revoke Ana's phone" }));
    // Said after a revoke too: not "has joined yet" (newcomer finding).
    await screen.findByText('No phone is joined.');

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await screen.findByText('Not sharing: phones cannot reach this computer.');
    expect(screen.queryByRole('img', { name: 'QR code of the join address' })).toBeNull();

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("PhonesDialog: sharing is the host's explicit step", () => {
  it('opening the dialog shares nothing: it says what sharing does, and a button starts it', async () => {
    const api = hostApi();
    render(() => <PhonesDialog api={api} onClose={() => {}} />);
    await screen.findByText(/Nothing is shared until you press Start sharing/);
    expect(screen.getByText('Not sharing: phones cannot reach this computer.')).toBeTruthy();
    // Letting phones score before sharing starts nothing either.
    fireEvent.click(screen.getByRole('checkbox', { name: /Phones may also score/ }));
    await waitFor(() => expect(api.devices.list).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.devices.invite).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'QR code of the join address' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start sharing' }));
    await screen.findByText('123 456');
    expect(api.devices.invite).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.queryByText(/Nothing is shared until/)).toBeNull();
  });

  it('says when each phone was last seen', async () => {
    const api = hostApi();
    const seenAt = new Date();
    seenAt.setHours(21, 14);
    const list = api.devices.list as unknown as ReturnType<typeof vi.fn>;
    list.mockResolvedValue({
      ok: true,
      value: {
        devices: [
          {
            id: 'd1',
            name: "Ben's phone",
            role: 'scorer',
            joinedAt: '2026-12-01T20:00:00.000Z',
            lastSeenAt: seenAt.toISOString(),
          },
        ],
        sharing: null,
        inviteOpen: false,
        openInvite: null,
      },
    });
    render(() => <PhonesDialog api={api} onClose={() => {}} />);
    expect(await screen.findByText('last seen today 21:14')).toBeTruthy();
  });

  it('already sharing, it opens on the code still open: a phone may be typing it', async () => {
    const api = hostApi();
    await api.devices.invite(true);
    render(() => <PhonesDialog api={api} onClose={() => {}} />);
    await screen.findByText('123 456');
    expect(api.devices.invite).toHaveBeenCalledOnce();
    expect(screen.getByTestId('ph-url').textContent).toBe(`${URL_OF('123456')}/scorer`);
    expect(
      (screen.getByRole('checkbox', { name: /Phones may also score/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByText(/Nothing is shared until/)).toBeNull();
  });

  it('says "Phones may also score" is for the phones that join with the next code', async () => {
    render(() => <PhonesDialog api={hostApi()} onClose={() => {}} />);
    const box = await screen.findByRole('checkbox', { name: /Phones may also score/ });
    expect(box.getAttribute('aria-describedby')).toBe('ph-scorers-hint');
    expect(document.getElementById('ph-scorers-hint')?.textContent).toBe(
      'For phones that join with the next code; a phone already joined keeps its role.',
    );
  });

  it('keeps "Phones may also score" for its next opening: the next code is for scorers again', async () => {
    const api = hostApi();
    const first = render(() => <PhonesDialog api={api} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Phones may also score/ }));
    first.unmount();
    render(() => <PhonesDialog api={api} onClose={() => {}} />);
    const box = (await screen.findByRole('checkbox', {
      name: /Phones may also score/,
    })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start sharing' }));
    await waitFor(() => expect(api.devices.invite).toHaveBeenLastCalledWith(true));
  });

  it('already sharing with no code open (used or run out), it makes a fresh one', async () => {
    const api = hostApi();
    await api.devices.invite(false);
    const listed = await api.devices.list();
    if (!listed.ok) throw new Error(listed.error.message);
    const list = api.devices.list as unknown as ReturnType<typeof vi.fn>;
    list.mockResolvedValue({
      ok: true,
      value: { ...listed.value, inviteOpen: false, openInvite: null },
    });
    render(() => <PhonesDialog api={api} onClose={() => {}} />);
    await screen.findByText('123 457');
    expect(api.devices.invite).toHaveBeenCalledTimes(2);
  });
});

describe('the join page (a phone)', () => {
  it('reads the code from the address, removes it, and keeps the token the host gives', async () => {
    const api = createFakeApi();
    const join = vi.fn(async () => ({
      ok: true,
      value: { token: 'T'.repeat(43), role: 'scorer' },
    }));
    Object.assign(api, { devices: { join, me: vi.fn() } });
    window.history.replaceState(null, '', '/#join/654321/scorer');
    render(() => <Root api={api} desktop={false} />);
    await screen.findByRole('heading', { name: 'Join the table' });
    expect(window.location.hash).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('Give the phone a name first.');
    fireEvent.input(screen.getByLabelText("This phone's name"), {
      target: { value: "Ben's phone" },
    });
    // The scorer link's choice starts at scorer.
    expect(
      (screen.getByRole('radio', { name: /Score moves too/ }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(join).toHaveBeenCalledWith('654321', "Ben's phone", 'scorer'));
    await waitFor(() => expect(window.localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('T'.repeat(43)));
  });

  it('follows a join link opened in a tab already on the page, and #join alone asks for the code', async () => {
    const api = createFakeApi();
    const join = vi.fn(async () => ({ ok: false, error: { code: 'FORBIDDEN', message: 'x' } }));
    const me = vi.fn(async () => ({ ok: true, value: { role: 'host', name: null } }));
    Object.assign(api, { devices: { join, me }, onSessionChanged: () => () => {} });
    window.history.replaceState(null, '', '/');
    render(() => <Root api={api} desktop={false} />);
    expect(screen.queryByRole('heading', { name: 'Join the table' })).toBeNull();
    // The QR code's link opened in this very tab: only the hash changes, no page load.
    window.location.hash = '#join/654321';
    window.dispatchEvent(new Event('hashchange'));
    await screen.findByRole('heading', { name: 'Join the table' });
    expect(window.location.hash).toBe('');
    expect(screen.queryByLabelText('Code')).toBeNull();
    cleanup();
    // Typed by hand without the code: the join page with its code field.
    window.history.replaceState(null, '', '/#join');
    render(() => <Root api={api} desktop={false} />);
    await screen.findByRole('heading', { name: 'Join the table' });
    expect(screen.getByLabelText('Code')).toBeTruthy();
  });

  it('says so when the code does not work', async () => {
    const api = createFakeApi();
    Object.assign(api, {
      devices: {
        join: vi.fn(async () => ({
          ok: false,
          error: { code: 'FORBIDDEN', message: 'Wrong code.' },
        })),
        me: vi.fn(),
      },
    });
    window.history.replaceState(null, '', '/#join/111111');
    render(() => <Root api={api} desktop={false} />);
    fireEvent.input(await screen.findByLabelText("This phone's name"), { target: { value: 'X' } });
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText(/The code did not work/);
    expect(window.localStorage.getItem(DEVICE_TOKEN_KEY)).toBeNull();
  });

  it("refused as a scorer, it says the code may be a viewers' one", async () => {
    const api = createFakeApi();
    Object.assign(api, {
      devices: {
        join: vi.fn(async () => ({
          ok: false,
          error: { code: 'FORBIDDEN', message: 'This invite is for viewers only.' },
        })),
        me: vi.fn(),
      },
    });
    window.history.replaceState(null, '', '/#join/111111/scorer');
    render(() => <Root api={api} desktop={false} />);
    fireEvent.input(await screen.findByLabelText("This phone's name"), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText(/did not work for a scorer: it may be a code for viewers only/);
  });
});

describe('a phone that cannot reach the host', () => {
  it('says so above every view while the host is out of reach (no "Live" meanwhile), and stops saying it once it is back', async () => {
    const { PhoneApp } = await import('../../../../src/renderer/src/screens/phones/PhoneApp');
    const api = createFakeApi();
    // As the session feed does: every view listening, told at once while out of reach.
    const listeners = new Set<(live: boolean) => void>();
    let live = true;
    const hear = (now: boolean) => {
      live = now;
      for (const listener of listeners) listener(now);
    };
    Object.assign(api, {
      devices: {
        me: vi.fn(async () => ({ ok: true, value: { role: 'viewer', name: "Ben's phone" } })),
      },
      onConnection: (listener: (live: boolean) => void) => {
        listeners.add(listener);
        if (!live) listener(false);
        return () => listeners.delete(listener);
      },
    });
    render(() => <PhoneApp api={api} renderTable={() => null} onForget={() => {}} />);
    await screen.findByRole('button', { name: 'Big screen' });
    const banner = () => screen.queryByText(/Cannot reach the host’s computer: trying again/);
    expect(banner()).toBeNull();
    hear(false);
    await waitFor(() => expect(banner()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Big screen' }));
    // The big screen's header no longer says Live.
    await waitFor(() =>
      expect(document.querySelector('.pr-head__live')?.getAttribute('data-live')).toBe('lost'),
    );
    expect(banner()).not.toBeNull();
    hear(true);
    await waitFor(() => expect(banner()).toBeNull());
  });
});

describe("a scorer's Table tab", () => {
  it("goes to the game being played, not the game it showed last (the night's first one)", async () => {
    const api = createFakeApi();
    const me = vi.fn(async () => ({ ok: true, value: { role: 'scorer', name: "Cleo's phone" } }));
    Object.assign(api, { devices: { ...api.devices, me }, onSessionChanged: () => () => {} });
    const first = api.add(
      record(['Ana', 'Ben'], [{ type: 'endGame' }, { type: 'finish' }]),
      'First game',
      '2026-12-04T19:00:00.000Z',
    );
    const second = api.add(record(['Ben', 'Ana']), 'Second game', '2026-12-04T20:00:00.000Z');
    window.history.replaceState(null, '', `/#results/${first}`);
    render(() => (
      <PhoneApp
        api={api}
        renderTable={() => <p data-testid="table">table</p>}
        onForget={() => {}}
      />
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Table' }));
    await waitFor(() => expect(window.location.hash).toBe(`#game/${second}`));
    expect(screen.getByTestId('table')).toBeTruthy();

    // Already on it: it stays (the results of that game, say).
    fireEvent.click(screen.getByRole('button', { name: 'My seat' }));
    window.history.replaceState(null, '', `/#results/${second}`);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.hash).toBe(`#results/${second}`);

    // A rematch begun meanwhile: Table tapped again, on the Table tab, opens it.
    const rematch = api.add(record(['Ana', 'Ben']), 'Rematch', '2026-12-04T21:00:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(window.location.hash).toBe(`#game/${rematch}`));
  });
});

describe('a phone reloaded', () => {
  it('comes back on the tab it showed (a scorer on the Table), and a viewer never on a Table', async () => {
    window.sessionStorage.clear();
    const api = createFakeApi();
    let role: 'scorer' | 'viewer' = 'scorer';
    const me = vi.fn(async () => ({ ok: true, value: { role, name: "Cleo's phone" } }));
    Object.assign(api, { devices: { ...api.devices, me }, onSessionChanged: () => () => {} });
    const phone = () =>
      render(() => (
        <PhoneApp
          api={api}
          renderTable={() => <p data-testid="table">table</p>}
          onForget={() => {}}
        />
      ));
    phone();
    fireEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(screen.getByTestId('table')).toBeTruthy();
    cleanup();

    phone();
    await screen.findByTestId('table');
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-current')).toBe('page');
    cleanup();

    // The same browser tab joined again with a viewers' code: My seat, as it has no Table.
    role = 'viewer';
    phone();
    const seat = await screen.findByRole('button', { name: 'My seat' });
    expect(seat.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('table')).toBeNull();
    window.sessionStorage.clear();
  });
});

describe('a revoked phone', () => {
  it('says so and stops asking the host (its key never works again; joining reloads)', async () => {
    const { PhoneApp, ACCESS_CHECK_MS } = await import(
      '../../../../src/renderer/src/screens/phones/PhoneApp'
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const api = createFakeApi();
      const me = vi.fn(async () => ({
        ok: false,
        error: { code: 'FORBIDDEN', message: 'This device has no access.' },
      }));
      Object.assign(api, { devices: { ...api.devices, me } });
      render(() => <PhoneApp api={api} renderTable={() => null} onForget={() => {}} />);
      await screen.findByRole('heading', { name: 'No access' });
      vi.advanceTimersByTime(ACCESS_CHECK_MS * 4);
      await Promise.resolve();
      expect(me).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives the table a way back to the phone's own screens, not the host's Home", async () => {
    const { PhoneApp } = await import('../../../../src/renderer/src/screens/phones/PhoneApp');
    const api = createFakeApi();
    const me = vi.fn(async () => ({ ok: true, value: { role: 'scorer', name: "Ben's phone" } }));
    Object.assign(api, { devices: { ...api.devices, me } });
    render(() => (
      <PhoneApp
        api={api}
        renderTable={(leave) => (
          <button type="button" onClick={leave}>
            Back from the table
          </button>
        )}
        onForget={() => {}}
      />
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Table' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back from the table' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'My seat' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
  });

  it('checks its key as soon as the host cuts its stream, not at the next check', async () => {
    const { PhoneApp } = await import('../../../../src/renderer/src/screens/phones/PhoneApp');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const api = createFakeApi();
      let revoked = false;
      const me = vi.fn(async () =>
        revoked
          ? { ok: false, error: { code: 'FORBIDDEN', message: 'refused' } }
          : { ok: true, value: { role: 'scorer', name: "Ben's phone" } },
      );
      let hear: ((live: boolean) => void) | undefined;
      Object.assign(api, {
        devices: { ...api.devices, me },
        onConnection: (listener: (live: boolean) => void) => {
          hear = listener;
          return () => undefined;
        },
      });
      render(() => <PhoneApp api={api} renderTable={() => <p>table</p>} onForget={() => {}} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Table' }));
      revoked = true;
      hear?.(false);
      // No timer has run: the stream's end made the check.
      expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain(
        "The host has stopped this phone's access",
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
