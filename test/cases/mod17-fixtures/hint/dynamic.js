import('./dir');
