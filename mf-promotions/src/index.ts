// Async boundary: shared modules must be negotiated before the standalone page imports React.
import('./standalone');
