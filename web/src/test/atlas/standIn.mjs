// What `atlas pull` does, without git or the network: it takes the same arguments as openedx-atlas
// (`atlas pull [options] FROM_DIR:TO_DIR …`, options --repository/-r, --revision/-n (or the older
// --branch/-b), --filter/-f, --config, --expand-glob/-g, --verbose/-v, --silent/-s, as `--name value`
// or `--name=value`) and copies FROM_DIR of the repository's revision into TO_DIR, under the current
// folder. Repositories are folders: $ATLAS_STAND_IN_REPOSITORIES/<owner>/<name>/<revision>/.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WITH_VALUE = {
  '--config': 'config',
  '-r': 'repository',
  '--repository': 'repository',
  '-n': 'revision',
  '--revision': 'revision',
  '-b': 'revision',
  '--branch': 'revision',
  '-f': 'filter',
  '--filter': 'filter',
};
const FLAGS = ['-g', '--expand-glob', '-v', '--verbose', '-s', '--silent'];

function fail(message) {
  console.error(message);
  process.exit(1);
}

function parse(args) {
  const options = { repository: 'openedx/openedx-translations', revision: 'main', filter: '' };
  const mappings = [];
  for (let i = 0; i < args.length; i += 1) {
    const [name, inline] = args[i].startsWith('--') ? args[i].split(/=(.*)/s) : [args[i]];
    if (name === '--') {
      mappings.push(...args.slice(i + 1));
      break;
    }
    if (name in WITH_VALUE) {
      const value = inline ?? args[++i];
      if (value === undefined) fail(`Requires an argument: ${name}`);
      options[WITH_VALUE[name]] = value;
    } else if (FLAGS.includes(name)) {
      continue;
    } else if (name.startsWith('-')) {
      fail(`Unrecognized option: ${name}`);
    } else {
      mappings.push(args[i]);
    }
  }
  return { options, mappings };
}

const [command, ...rest] = process.argv.slice(2);
if (command !== 'pull') fail(`Not a command: ${command ?? ''}`);
const { options, mappings } = parse(rest);
if (mappings.length === 0) fail('Missing positional argument: at least one FROM_DIR:TO_DIR');

const root = join(process.env.ATLAS_STAND_IN_REPOSITORIES ?? '', options.repository, options.revision);
if (!existsSync(root)) fail(`No revision ${options.revision} of ${options.repository}`);
// atlas accepts patterns separated by commas or spaces; here a pattern is a file's name, with or
// without its extension (`--filter=fr,uk`).
const patterns = options.filter.split(/[\s,]+/).filter(Boolean);
const wanted = (file) =>
  patterns.length === 0 || patterns.some((p) => file === p || file.replace(/\.[^.]*$/, '') === p);

for (const mapping of mappings) {
  const [from, to] = mapping.split(':');
  if (!from || !to) fail(`Not a FROM_DIR:TO_DIR pair: ${mapping}`);
  const source = join(root, from);
  // As atlas: the destination is made either way, and a folder the repository lacks is skipped.
  mkdirSync(to, { recursive: true });
  if (!existsSync(source)) {
    console.log(`Skipped copying "${from}" because it was not found in the repository.`);
    continue;
  }
  for (const file of readdirSync(source)) {
    if (statSync(join(source, file)).isFile() && wanted(file))
      copyFileSync(join(source, file), join(to, file));
  }
}
console.log(`Pulled ${mappings.join(' ')} from ${options.repository}@${options.revision}`);
