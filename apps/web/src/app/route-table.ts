import { siteRoutes } from './router';
import { signedInAreas } from './signed-in-routes';

/** The whole route table, signed-in areas included: the one the server renders pages from. */
export const routes = siteRoutes(signedInAreas);
