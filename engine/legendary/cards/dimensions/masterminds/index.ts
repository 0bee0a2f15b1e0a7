// Dimensions Masterminds (with the Epic side): one import per file.
import './j-jonah-jameson.js';
