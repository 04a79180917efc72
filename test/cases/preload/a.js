console.log('preload a');
