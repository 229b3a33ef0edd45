/** Sent in the User-Agent; a unit test keeps it equal to package.json's version. */
export const ACTION_NAME = 'kosli-compliance-action'
export const ACTION_VERSION = '1.1.0'
export const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`
