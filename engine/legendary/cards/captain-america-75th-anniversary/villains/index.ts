import './zolas-creations.js';
import './masters-of-evil-wwii.js';
