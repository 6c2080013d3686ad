// Writes docs/decisions/README.md, the index of decision records with their status lines.
import fs from 'node:fs';
import { decisionIndex } from './lib/decision-index.mjs';

const dir = new URL('../docs/decisions/', import.meta.url).pathname;
fs.writeFileSync(`${dir}README.md`, decisionIndex(dir));
console.log('docs/decisions/README.md written');
