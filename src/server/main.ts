import { startServer } from './server';

// The server run from its sources (development, browser tests); the bundled one starts through launch.ts.
void startServer();
