/**
 * A phone's own token (phones at the table), given once by `devices:join`. Kept in
 * localStorage, unlike the host's (sessionStorage, one tab): the phone stays joined when its
 * browser closes the tab, until the host revokes it. It never appears in the address.
 */
export const DEVICE_TOKEN_KEY = 'meeple-ledger:device-token';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const deviceToken = (storage: Store): string | undefined =>
  storage.getItem(DEVICE_TOKEN_KEY) ?? undefined;

export function keepDeviceToken(storage: Store, token: string): void {
  storage.setItem(DEVICE_TOKEN_KEY, token);
}

export function forgetDeviceToken(storage: Store): void {
  storage.removeItem(DEVICE_TOKEN_KEY);
}
