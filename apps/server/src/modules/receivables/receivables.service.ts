// Receivables (công nợ, DESIGN §17).
export {};
