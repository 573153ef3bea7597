/**
 * Who the app is to the system, kept equal to electron-builder.yml's `appId` (a test checks):
 * the Windows taskbar groups windows and notifications by this AppUserModelId.
 */
export const APP_USER_MODEL_ID = 'app.meepleledger';
