/**
 * The order-lookup page arrives with the orders issue. Typed as a plain string so the links compile before its
 * route file exists; switch to the literal '/tracking' (checked against the route tree) once the route is in.
 */
export const TRACKING_PATH: string = '/tracking';
