// Reports (DESIGN §17).
export {};
