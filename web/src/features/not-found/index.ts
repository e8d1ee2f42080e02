/** The not-found page, which a page shows at its own address when the thing it names does not exist. */
export { default as NotFoundPage } from './NotFoundPage.tsx';
