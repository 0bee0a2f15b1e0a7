// Fantastic Four masterminds: one import per file.
