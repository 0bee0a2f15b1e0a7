// Civil War heroes: one import per file, in the order of the card list.
