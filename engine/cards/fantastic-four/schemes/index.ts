// Fantastic Four schemes: one import per file.
