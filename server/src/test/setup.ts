/** Every test: a list item the contract would silently drop is a failure, not a shrug. */
import { setDroppedItemReporter } from '@atrium/contract';

setDroppedItemReporter((where, issues) => {
  throw new Error(`dropped ${where} item: ${JSON.stringify(issues)}`);
});
