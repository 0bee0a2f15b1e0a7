// Fantastic Four heroes: one import per file.
