// Deadpool masterminds: one import per file.
import './evil-deadpool.js';
import './macho-gomez.js';
