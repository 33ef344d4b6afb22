// Returns and refunds by line (DESIGN §17).
export {};
