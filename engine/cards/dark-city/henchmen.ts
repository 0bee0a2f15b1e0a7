// Dark City henchmen groups (Maggia Goons, Phalanx).
export {};
