// Dark City's special Bystanders: shuffled into the Bystander stack when the set is selected.
export {};
