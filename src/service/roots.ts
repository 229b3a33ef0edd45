/**
 * Where the service lives: its two regions, and the path of the API below a site root. An
 * account belongs to one region, and a token or org of one is unknown to the other.
 */

/** The path of the v2 API below a site root (KOSLI_HOST and the vendor CLI's --host). */
export const API_ROOT_PATH = '/api/v2'

export const EU_SITE_ROOT = 'https://app.kosli.com'
export const US_SITE_ROOT = 'https://app.us.kosli.com'

export const EU_BASE_URL = `${EU_SITE_ROOT}${API_ROOT_PATH}`
export const US_BASE_URL = `${US_SITE_ROOT}${API_ROOT_PATH}`

/** For messages: `https://app.kosli.com/api/v2 (EU) or https://app.us.kosli.com/api/v2 (US)`. */
export const REGION_ROOTS = `${EU_BASE_URL} (EU) or ${US_BASE_URL} (US)`
