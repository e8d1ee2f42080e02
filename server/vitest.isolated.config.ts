import { serverProject } from './vitest.config.ts';

export default serverProject('isolated');
