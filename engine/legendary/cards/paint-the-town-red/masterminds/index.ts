// Paint the Town Red masterminds: one import per file.
import './carnage.js';
import './mysterio.js';
