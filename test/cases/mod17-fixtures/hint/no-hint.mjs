import './missing.js';
