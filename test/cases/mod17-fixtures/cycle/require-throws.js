require(process.argv[2]);
