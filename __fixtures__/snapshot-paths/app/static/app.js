console.log('web')
