// The conformance kit (./conformance.ts) for every registered card set, alone and mixed: a set joins with one line.
import { conformance } from './conformance.js';

conformance(['core']);
conformance(['dark-city']);
conformance(['core', 'dark-city']);
conformance(['fantastic-four']);
conformance(['core', 'dark-city', 'fantastic-four']);
