import './file';
