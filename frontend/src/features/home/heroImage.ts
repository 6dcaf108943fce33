/** The home page's hero picture, which the server also names in the page's head (app/routes.ts). */
export const HOME_HERO_IMAGE = '/images/home/hero.svg';
